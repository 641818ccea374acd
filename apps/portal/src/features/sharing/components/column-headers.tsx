/** The header row of the sharing feature's tables (the access log, a recipient's record lists). */
export function ColumnHeaders({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr className="border-b border-border">
        {labels.map((label) => (
          <th key={label} scope="col" className="py-2 pe-4 text-start">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
