import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

type Look = {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'normal' | 'small';
  block?: boolean;
};

type Props = ButtonHTMLAttributes<HTMLButtonElement> & Look;

/** The button look, for a link that navigates (one interactive element, not a button inside a link). */
export function buttonClassName({ variant = 'primary', size = 'normal', block = false }: Look = {}, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra].filter(Boolean).join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
