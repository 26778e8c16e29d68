/**
 * The page's language as a context (`@lit/context`): the page provides it once (src/ui/main.ts,
 * src/ui/overlay/overlay-main.ts), and every element with a `locale` property consumes it, however
 * deep in other elements' shadow roots it is drawn. No element hands the language down to the
 * elements it renders, and the page does not set it on each of its parts.
 */
import { consume, createContext } from '@lit/context';
import type { ReactiveElement } from 'lit';
import type { Locale } from './strings';

export const localeContext = createContext<Locale>(Symbol('locale'));

/**
 * `@consume({ context: localeContext, subscribe: true })`, written above a component's
 * `@property() accessor locale`: the page's language, and each change of it, sets the property,
 * which stays public so that a component on its own (in a test) still takes `.locale`. Typed for
 * the legacy decorators the project compiles with (tsconfig.json), which pass an accessor's
 * descriptor as a third argument that `consume`'s types do not allow (it ignores it).
 */
export const consumeLocale = consume({ context: localeContext, subscribe: true }) as (proto: ReactiveElement & { locale: Locale }, name: 'locale', descriptor: PropertyDescriptor) => void;
