import { buttonClass } from "@/components/ui/button";

type Props = { onEdit: () => void; onDelete: () => void };

/** The Edit and Delete buttons of a category or tag card. */
export function EditDeleteButtons({ onEdit, onDelete }: Props) {
  return (
    <>
      <button type="button" className={buttonClass.small} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className={buttonClass.small} onClick={onDelete}>
        Delete
      </button>
    </>
  );
}
