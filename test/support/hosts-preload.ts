/** Loaded with --import into a child process (the bundled action): the names in TEST_HOSTS (JSON) resolve as given (null: not at all). */
import { useHosts } from './hosts.ts'

useHosts(JSON.parse(process.env.TEST_HOSTS ?? '{}') as Record<string, string | null>)
