export { areaNames, linkTo, routeTable, routeNames, routesOfArea, type AreaName, type LinkQuery, type RouteName, type RouteParams } from './route-table';
export { accountLinkParams, emailConfirmationPath, oneTimeLoginPath, passwordRecoveryPath, RECOVERY_VIEW, resetPasswordPath } from './account-links';
