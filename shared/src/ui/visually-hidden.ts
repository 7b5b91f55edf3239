import styles from './visually-hidden.module.css';

/** The one class for text only screen readers read, on any element: a caption, a legend, a status line. */
export const visuallyHiddenClass = styles.visuallyHidden;
