import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from '#src/shared/ui/QrCode';

describe('QR code', () => {
  it("draws each dark module of the encoder's symbol as a unit square, inside a one-module margin", () => {
    const value = 'https://lobby.example/m/register?affiliateCode=player1';
    const { size, data } = create(value, { errorCorrectionLevel: 'M' }).modules;
    const { d = '', side = 0 } = qrPath(value) ?? {};
    expect(side).toBe(size + 2);
    const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => [Number(x) - 1, Number(y) - 1]);
    expect(squares.length).toBe(data.reduce((n, bit) => n + bit, 0));
    for (const [x = -1, y = -1] of squares) expect(data[y * size + x]).toBe(1);
  });

  it('draws nothing for a value no QR code holds, as a page whose address is not known yet', () => {
    expect(qrPath('')).toBeNull();
    expect(qrPath('x'.repeat(5000))).toBeNull();
  });

  it('is an image named by its label, with the value it encodes', () => {
    render(<QrCode value="https://lobby.example/m/app" label="QR code of this page" testId="qr" />);
    expect(screen.getByRole('img', { name: 'QR code of this page' })).toBeTruthy();
    expect(screen.getByTestId('qr').getAttribute('data-value')).toBe('https://lobby.example/m/app');
  });
});
