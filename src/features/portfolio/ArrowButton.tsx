import type { ReactNode } from 'react';

type ArrowButtonProps = { label: string; onClick: () => void; disabled: boolean; children: ReactNode };

export function ArrowButton({ label, onClick, disabled, children }: ArrowButtonProps) {
  return (
    <button type="button" className="portfolio__arrow" onClick={onClick} disabled={disabled} aria-label={label}>
      {children}
    </button>
  );
}
