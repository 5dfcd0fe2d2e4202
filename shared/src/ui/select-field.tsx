import { useId } from 'react';
import styles from './select-field.module.css';

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
}

/** A native select with its label above: the phone's own picker on mobile, full keyboard support everywhere. */
export function SelectField<V extends string>({ label, value, options, onChange, className }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
