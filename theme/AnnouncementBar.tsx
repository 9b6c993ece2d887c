import { CloseIcon } from './Icons.js'
import { classes, useInfimaClasses } from './infima-classes.js'
import { RawHtml } from './RawHtml.js'

/** Props of `AnnouncementBar`. */
export interface AnnouncementBarProps {
  /** Changing it shows the bar again to readers who dismissed it. */
  id: string
  /** Trusted HTML from the site config. */
  html: string
  backgroundColor: string
  textColor: string
  closeable: boolean
}

/** A thin bar above the navbar; the close button is wired by the client script. */
export function AnnouncementBar({ id, html, backgroundColor, textColor, closeable }: AnnouncementBarProps) {
  return (
    <div
      className={classes('announcement-bar', useInfimaClasses()?.announcementBar)}
      data-announcement-bar={id}
      style={{ backgroundColor, color: textColor }}
    >
      <RawHtml className="announcement-bar-content" html={html} />
      {closeable ? (
        <button
          type="button"
          className="announcement-bar-close"
          data-announcement-close
          aria-label="Close announcement"
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  )
}
