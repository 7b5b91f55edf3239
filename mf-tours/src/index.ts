// Async boundary: shared singletons (react, jotai, shared…) must be negotiated before any code uses them.
import('./bootstrap');
