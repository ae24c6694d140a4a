// The tests start the built server the way the operator scripts do (scripts must not import test helpers).
export { freePort, startServer, type RunningServer } from '../../scripts/lib/built-server.js'
