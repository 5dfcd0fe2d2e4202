import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'link': a text action that reads as a link (Read More, Clear, Retry inside a sentence). */
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  size?: 'normal' | 'small';
  block?: boolean;
}

/** Class names for a link styled as a button (keep it a real <a> for navigation). */
export function buttonClass({ variant = 'primary', size = 'normal', block = false }: Omit<ButtonProps, keyof ButtonHTMLAttributes<HTMLButtonElement>> = {}): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block].filter(Boolean).join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')} {...rest} />;
}
