import { CityListSchema, CitySchema, ColumnBounds, IdParamSchema, idField, plainText } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { getCity } from './get-city.ts';
import { searchCities } from './search-cities.ts';

const tags = ['cities'];
// A short or missing query is not an error: the select simply has nothing to offer yet.
const SearchQuery = z.object({ query: plainText().default('') });
const ProvinceParams = z.object({ provinceId: idField(ColumnBounds.smallintMax) });

export const citiesRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/cities',
    { schema: { tags, querystring: SearchQuery, response: { 200: CityListSchema } } },
    async (request) => searchCities(db, request.query.query),
  );
  app.get(
    '/api/cities/province/:provinceId',
    { schema: { tags, params: ProvinceParams, querystring: SearchQuery, response: { 200: CityListSchema } } },
    async (request) => searchCities(db, request.query.query, request.params.provinceId),
  );
  app.get(
    '/api/cities/:id',
    { schema: { tags, params: IdParamSchema, response: { 200: CitySchema } } },
    async (request) => getCity(db, request.params.id),
  );
};
