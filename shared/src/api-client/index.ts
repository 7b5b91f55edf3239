// The one API client of the site (product rules §7): credentials, Bearer token, UTM query, XSRF echo,
// and one error type. Every area calls the API through these functions only.
export { configureApiClient, apiBaseUrl, setSiteEnvironment, isProductionSite, type ApiClientConfig, type SiteEnvironment } from './api-request';
export { apiRequest, apiGet, apiPost, apiPut, apiPatch, apiDelete, type HttpMethod, type RequestOptions, type QueryValue } from './api-request';
export { ApiError, isApiError, NETWORK_ERROR_MESSAGE, INVALID_RESPONSE_MESSAGE } from './api-error';
export { readAuthToken, saveAuthToken, removeAuthToken, currentUtm, type UtmData } from './api-request';
export { readStored, writeStored, removeStored, readStoredJson, type StorageArea } from './api-request';
export { STORAGE_KEYS } from './request-rules.js';
