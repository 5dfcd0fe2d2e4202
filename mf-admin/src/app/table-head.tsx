/** A console table's head: one row of column names (an empty one over a column of buttons). */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((name, i) => (
          <th key={i}>{name}</th>
        ))}
      </tr>
    </thead>
  );
}
