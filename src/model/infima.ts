/**
 * Infima's alert colour of each of Docusaurus's admonition types (`alert--success` for a tip), as
 * its classic theme gives them; `warning` depends on the version (a danger in 2, a caution in 3).
 */
export const INFIMA_ALERTS: Readonly<Record<string, string>> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  caution: 'warning',
  danger: 'danger',
}
