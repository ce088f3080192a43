import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'normal' | 'small';
  block?: boolean;
};

export function Button({ variant = 'primary', size = 'normal', block = false, className, type = 'button', ...rest }: Props) {
  const classes = [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
