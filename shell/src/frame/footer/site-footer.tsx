import { Link } from 'react-router-dom';
import { CONTACTS, Icon, LEGAL_DETAILS, useBrandMirror } from 'shared';
import { CardPaymentLogo } from './card-payment-logo';
import { FOOTER_LINKS } from './footer-links';
import styles from './footer.module.css';

export function SiteFooter() {
  const brand = useBrandMirror();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Информация">
          <ul className={styles.list}>
            {FOOTER_LINKS.map(({ text, route, href }) => (
              <li key={route}>
                <Link className={styles.link} to={href}>
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            Контакты
          </h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={CONTACTS.telegramBot} target="_blank" rel="noopener noreferrer">
                <Icon name="telegram" size="md" />
                Telegram-бот
              </a>
            </li>
            <li>
              <a className={styles.link} href={CONTACTS.whatsApp} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" size="md" />
                WhatsApp
              </a>
            </li>
            <li>
              <a className={styles.link} href={`mailto:${brand.email}`}>
                <Icon name="mail" size="md" />
                {brand.email}
              </a>
            </li>
          </ul>
        </section>
        <section aria-label="Оплата">
          <CardPaymentLogo />
        </section>
        <div className={styles.legal}>
          <p>
            © {brand.capitalisedHostName}, {LEGAL_DETAILS.entity}
          </p>
          <p>
            ИНН {LEGAL_DETAILS.inn}, ОГРН {LEGAL_DETAILS.ogrn}
          </p>
          <p>Адрес для корреспонденции: {LEGAL_DETAILS.postalAddress}</p>
        </div>
      </div>
    </footer>
  );
}
