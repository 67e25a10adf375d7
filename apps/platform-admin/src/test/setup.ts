// vitest setupFiles must live under the project root; the shared setup itself lives in libs/ui.
import '@bs/ui/testing/setup';
