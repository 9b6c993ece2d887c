import { EditIcon } from './Icons.js'
import { classes, useInfimaClasses } from './infima-classes.js'

/** Props of `EditLink`. */
export interface EditLinkProps {
  href: string
  /** @default 'Edit this page' */
  label?: string | undefined
}

/** "Edit this page", to the page's source in the repository. */
export function EditLink({ href, label = 'Edit this page' }: EditLinkProps) {
  return (
    <a
      className={classes('edit-link', useInfimaClasses()?.editLink)}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <EditIcon size={16} />
      {label}
    </a>
  )
}
