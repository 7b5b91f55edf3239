import { Link } from 'react-router-dom';
import { linkTo, PAGE_NOT_FOUND_MESSAGE, useDocumentTitle } from 'shared';
import styles from './not-found-page.module.css';

const TEXTS = {
  hint: 'Такой страницы на сайте нет. Возможно, в адресе опечатка или страница была удалена.',
  toFlights: 'Найти авиабилеты',
  toTours: 'Перейти к поиску туров',
};

/** Any path missing from the route table: what happened and the two ways on, the flights and the tours. */
export function NotFoundPage() {
  useDocumentTitle(PAGE_NOT_FOUND_MESSAGE);
  return (
    <section data-route="notFound" className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{PAGE_NOT_FOUND_MESSAGE}</h1>
      <p>{TEXTS.hint}</p>
      <p className={styles.links}>
        <Link className={styles.primary} to={linkTo('index')}>
          {TEXTS.toFlights}
        </Link>
        <Link to={linkTo('tours')}>{TEXTS.toTours}</Link>
      </p>
    </section>
  );
}
