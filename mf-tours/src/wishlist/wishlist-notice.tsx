import { useAtomValue, useSetAtom } from 'jotai';
import { dismissWishlistNoticeAtom, wishlistNoticeAtom } from './wishlist-atoms';
import styles from './wishlist.module.css';

/**
 * Says in Russian that an add or a delete failed and was undone. The alert region stays in the
 * page, empty until needed, so screen readers announce the message when it appears.
 */
export function WishlistNotice() {
  const notice = useAtomValue(wishlistNoticeAtom);
  const dismiss = useSetAtom(dismissWishlistNoticeAtom);
  return (
    <div role="alert" className={notice ? styles.notice : undefined} data-wishlist-notice>
      {notice && (
        <>
          <p>{notice}</p>
          <button type="button" className={styles.noticeClose} onClick={dismiss}>
            Закрыть
          </button>
        </>
      )}
    </div>
  );
}
