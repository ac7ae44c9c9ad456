export interface TotalsRow {
  label: string;
  value: string;
  /** The grand total: emphasised, and marked for tests and assistive reading order. */
  grand?: boolean;
}

export function TotalsList({ rows }: { rows: TotalsRow[] }) {
  return (
    <dl className="totals">
      {rows.map((row) => (
        <div key={row.label} className={row.grand ? "totals__grand" : undefined}>
          <dt>{row.label}</dt>
          <dd data-total={row.grand || undefined}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
