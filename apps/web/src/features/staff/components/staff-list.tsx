import { useLingui } from '@lingui/react/macro';
import type { VendorRole } from '@queueless/contracts';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import { roleLabels } from '#web/features/staff/role-labels';

type StaffListProps = {
  people: VendorRole[];
  myPhoneNumber: string | undefined;
  canManage: (person: VendorRole) => boolean;
  onEdit: (person: VendorRole) => void;
  onRemove: (person: VendorRole) => void;
};

const iconButton =
  'grid size-10 place-items-center rounded-xl text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink';

/** Everyone with a role at the vendor, with edit and remove where the signed-in person may. */
export function StaffList({ people, myPhoneNumber, canManage, onEdit, onRemove }: StaffListProps) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Staff`} className="mt-5 flex flex-col gap-2">
      {people.map((person) => {
        const isMe = person.phoneNumber === myPhoneNumber;
        return (
          <li
            key={person.phoneNumber}
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface py-3 pr-2 pl-4"
          >
            <div className="min-w-0 flex-1">
              {/* Names wrap rather than truncate: at phone width a cut name (and its '(you)') is unreadable. */}
              <p className="font-semibold break-words">
                {person.name}
                {isMe && <span className="ml-2 text-xs font-medium whitespace-nowrap text-ink-faint">{t`(you)`}</span>}
              </p>
              <p className="text-sm text-ink-muted tabular-nums">{formatPhoneForDisplay(person.phoneNumber)}</p>
            </div>
            <span className="shrink-0 rounded-lg bg-surface-raised px-2 py-1 text-xs font-semibold text-ink-muted">
              {roleLabels[person.role]}
            </span>
            {canManage(person) ? (
              <div className="flex shrink-0">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t`Edit ${person.name}`}
                  onClick={() => onEdit(person)}
                >
                  <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true" focusable="false">
                    <path d="M13.5 3.5l3 3L7 16H4v-3z" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
                  </svg>
                </button>
                <button
                  type="button"
                  className={`${iconButton} hover:text-danger`}
                  aria-label={t`Remove ${person.name}`}
                  onClick={() => onRemove(person)}
                >
                  <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true" focusable="false">
                    <path
                      d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10"
                      stroke="currentColor"
                      strokeWidth="1.7"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              </div>
            ) : (
              <span className="w-20 shrink-0" aria-hidden="true" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
