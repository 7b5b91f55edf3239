export { areaNames, routeTable, routeNames, routesOfArea, type AreaName, type RouteName } from './route-table';
export { linkTo, type RouteParams, type LinkQuery } from './link-builders';
export { accountLinkParams, emailConfirmationPath, oneTimeLoginPath, passwordRecoveryPath, RECOVERY_VIEW, resetPasswordPath } from './account-links';
