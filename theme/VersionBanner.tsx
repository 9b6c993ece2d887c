import { classes, useInfimaClasses } from './infima-classes.js'
import type { VersionBannerProps } from './types.js'

/**
 * The note above a doc of a version that is not the latest: one not released yet, or one no longer
 * maintained, with a link to the same doc in the latest version. Styled as a caution or warning
 * admonition (their classes), so the stylesheet stays the same for sites of one version.
 */
export function VersionBanner({ kind, siteTitle, label, latestLabel, latestHref }: VersionBannerProps) {
  return (
    <div
      className={classes(
        `admonition admonition-${kind === 'unreleased' ? 'caution' : 'warning'} version-banner`,
        useInfimaClasses()?.versionBanner,
      )}
      data-admonition={kind === 'unreleased' ? 'caution' : 'warning'}
      role="note"
    >
      <div className="admonition-content">
        <p>
          {kind === 'unreleased'
            ? `These docs are for ${siteTitle} ${label}, a version not released yet.`
            : `These docs are for ${siteTitle} ${label}, a version no longer maintained.`}
        </p>
        <p>
          For the current docs, see <a href={latestHref}>the latest version ({latestLabel})</a>.
        </p>
      </div>
    </div>
  )
}
