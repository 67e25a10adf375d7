// What the federation shares under the name 'react-router' (see ../shared-deps.mjs, ADR 0008).
// A shared module keeps every export of what it shares, because any remote may ask for any of
// them; sharing the whole package put ~61 kB gzip of react-router (data routers, RSC, cookies,
// sessions) on the landing route, ~87% of it unused. Apps keep writing `from 'react-router'`; the
// build hands them this module instead, so only the declarative API below ships (tree-shaken).
//
// A remote needing a name that is not here: add it here (libs/mf/src/facades.test.ts
// fails until it is). The shell's copy is the one every remote gets (loaded-first), so a name
// added here reaches remotes with the next shell build.
//
// Only names an app imports: an unused one still ships (a shared module keeps all its exports).
// Tests and the paint entries (src/paint, Node builds without the federation, ADR 0032) import
// the real package, MemoryRouter included.
//
// '@bs/unshared/react-router' is the real package under another request, so this module does not
// consume itself (the build aliases it; see facadeAliases()).
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@bs/unshared/react-router';
