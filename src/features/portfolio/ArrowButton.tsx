import type { ReactNode } from 'react';

type ArrowButtonProps = { label: string; onClick: () => void; disabled: boolean; children: ReactNode };

/**
 * Disabled with aria-disabled rather than `disabled`, which would drop the focus of a keyboard
 * user who reaches an end onto the page body.
 */
export function ArrowButton({ label, onClick, disabled, children }: ArrowButtonProps) {
  return (
    <button
      type="button"
      className="portfolio__arrow"
      onClick={disabled ? undefined : onClick}
      aria-disabled={disabled}
      aria-label={label}
    >
      {children}
    </button>
  );
}
