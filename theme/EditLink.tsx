import { EditIcon } from './Icons.js'

/** Props of `EditLink`. */
export interface EditLinkProps {
  href: string
}

/** "Edit this page", to the page's source in the repository. */
export function EditLink({ href }: EditLinkProps) {
  return (
    <a className="edit-link" href={href} target="_blank" rel="noopener noreferrer">
      <EditIcon size={16} />
      Edit this page
    </a>
  )
}
