import { classes, useInfimaClasses } from './infima-classes.js'

/** Props of `VersionBadge`. */
export interface VersionBadgeProps {
  label: string
}

/** "Version: Next" pill above the page title. */
export function VersionBadge({ label }: VersionBadgeProps) {
  return <span className={classes('badge version-badge', useInfimaClasses()?.versionBadge)}>Version: {label}</span>
}
