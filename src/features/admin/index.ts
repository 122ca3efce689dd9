/** The admin area: the gate that checks the admin claim, and the dashboard. */
export {default as AdminDashboard} from './AdminDashboard';
export {default as AdminGate} from './AdminGate';
;
