/** Props of `VersionBadge`. */
export interface VersionBadgeProps {
  label: string
}

/** "Version: Next" pill above the page title. */
export function VersionBadge({ label }: VersionBadgeProps) {
  return <span className="badge version-badge">Version: {label}</span>
}
