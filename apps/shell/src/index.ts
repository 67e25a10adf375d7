// The async boundary: the federation runtime negotiates the shared singletons before app code runs.
import('./bootstrap');
