import styles from './visually-hidden.module.css';

/** The one class for text only screen readers read, on any element: a caption, a legend, a status line. */
export const visuallyHiddenClass = styles.visuallyHidden;

/**
 * Said after a link that opens a new tab, in an element with `visuallyHiddenClass`. The space it starts
 * with belongs inside that element: outside, sighted readers would see it after the link's text.
 */
export const NEW_TAB_HINT = ' (откроется в новой вкладке)';
