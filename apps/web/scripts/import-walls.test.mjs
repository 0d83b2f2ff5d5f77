import { describe, expect, it } from 'vitest';
import { findViolations, importsOf } from './import-walls.mjs';

describe('web import walls', () => {
  it('reads static, multi-line, side-effect, dynamic and re-export imports', () => {
    const text = [
      "import { a } from '@/features/x/y.ts';",
      "import type { B } from '../z.ts';",
      "import './side.css';",
      "const Home = lazy(() => import('@/app/routes/home.tsx'));",
      "export { q } from './q.ts';",
      'import {\n  c,\n  d,\n} from "@/lib/u.ts";',
    ].join('\n');
    expect(importsOf(text)).toEqual([
      '@/features/x/y.ts',
      '../z.ts',
      './side.css',
      '@/app/routes/home.tsx',
      './q.ts',
      '@/lib/u.ts',
    ]);
  });

  it('refuses a feature importing another feature, by alias or relative path', () => {
    const violations = findViolations([
      {
        file: 'features/cart/components/cart.tsx',
        text: [
          "import { useMenu } from '@/api/menu.ts';",
          "import { own } from '../cart-store.tsx';",
          "import { a } from '@/features/checkout/a.ts';",
          "import { b } from '../../menu/b.ts';",
        ].join('\n'),
      },
    ]);
    expect(violations.map((v) => v.rule)).toEqual([
      "feature 'cart' imports feature 'checkout'",
      "feature 'cart' imports feature 'menu'",
    ]);
  });

  it('refuses components/, lib/ and api/ importing features/ or app/', () => {
    const violations = findViolations([
      { file: 'components/ui/x.tsx', text: "import { a } from '@/features/auth/a.ts';" },
      { file: 'lib/y.ts', text: "import { routes } from '../app/router.tsx';" },
      { file: 'api/z.ts', text: "import { q } from './query-keys.ts';\nimport { c } from '@/lib/c.ts';" },
      { file: 'app/routes/home.tsx', text: "import { H } from '@/features/home/h.tsx';" },
    ]);
    expect(violations.map((v) => `${v.file}: ${v.rule}`)).toEqual([
      "components/ui/x.tsx: shared 'components/' imports 'features/'",
      "lib/y.ts: shared 'lib/' imports 'app/'",
    ]);
  });
});
