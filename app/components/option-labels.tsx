/** What was chosen for a cart or order line: colour and size, custom options, bundle selections. */
export function OptionLabels({ options }: { options: readonly { label: string; value: string }[] }) {
  if (options.length === 0) return null;
  return (
    <span className="option-labels">
      {options.map((o) => (
        <span key={o.label} className="option-labels__item">
          {o.label}: {o.value}
        </span>
      ))}
    </span>
  );
}
