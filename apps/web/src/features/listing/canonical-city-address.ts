// A city list opened under another slug than its city's (a link inside the app, an old bookmark): the address bar
// shows the city's own address, as the server's 301 does for a request (apps/server seo/page-meta.ts).
import { routes } from '@portal/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ListRoute } from './list-route.ts';

export function useCanonicalCityAddress(route: ListRoute, cityName: string | undefined) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { type, rent, cityId, page } = route;
  useEffect(() => {
    if (cityId === undefined || cityName === undefined) return;
    const canonical = routes.cityList(type, rent, cityId, cityName, page);
    if (pathname !== canonical) void navigate(`${canonical}${search}`, { replace: true });
  }, [type, rent, cityId, page, cityName, pathname, search, navigate]);
}
