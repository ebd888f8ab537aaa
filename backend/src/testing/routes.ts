import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { type DeclaredRights, declaredRights, type PageRoute } from '../core/auth/route-rights';

export interface NestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  controller: string;
  handler: string;
  rights: DeclaredRights | null;
  /** Fastify route config the handler sets (`@RouteConfig`, e.g. `@AcceptsMultipart()`). */
  config: Record<string, unknown>;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every route the Nest router serves, read from the controllers the app's modules hold, with what it declares about rights. */
export function nestRoutes(app: NestFastifyApplication): NestRoute[] {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: NestRoute[] = [];
  const seen = new Set<Type<unknown>>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller || seen.has(controller)) continue;
      seen.add(controller);
      const prefixes = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = controller.prototype[name] as (...args: never[]) => unknown;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[
          Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod
        ] as NestRoute['method'];
        const rights = declaredRights(reflector, handler, controller);
        const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as Record<string, unknown>;
        for (const prefix of prefixes)
          for (const path of ([] as string[]).concat(paths))
            routes.push({
              method,
              path: join(prefix, path),
              controller: controller.name,
              handler: name,
              rights,
              config,
            });
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The routes the page engine serves, with their page and action. */
export function declaredPageRoutes(app: NestFastifyApplication): Array<NestRoute & PageRoute> {
  return nestRoutes(app).flatMap((r) => (r.rights?.page ? [{ ...r, ...r.rights.page }] : []));
}
