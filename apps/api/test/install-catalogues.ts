// Every test file starts with the server's catalogues installed, as buildApp installs them in
// production: unit tests of kernel and module code (a Spanish mail, a translated error) need no app.
import { installCatalogues } from '../src/catalogues';

installCatalogues();
