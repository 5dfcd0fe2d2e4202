// The user menu's links (their own chunk), for the header's menu and the phone's bottom bar: fetched when a
// pointer, a finger or focus reaches either button, before the click lands.
import { lazyPage } from '@kala/shared';

export const UserMenuList = lazyPage(() => import('./user-menu-list').then((m) => m.UserMenuList));
