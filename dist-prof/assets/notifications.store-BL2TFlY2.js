import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { i as randomId } from "./CloseButton-DPVtf8hz.js";
import { O as require_react } from "./vendor-4g9ZpKyn.js";
// node_modules/@mantine/store/esm/store.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function createStore(initialState) {
	let state = initialState;
	let initialized = false;
	const listeners = /* @__PURE__ */ new Set();
	return {
		getState() {
			return state;
		},
		updateState(value) {
			state = typeof value === "function" ? value(state) : value;
		},
		setState(value) {
			this.updateState(value);
			listeners.forEach((listener) => listener(state));
		},
		initialize(value) {
			if (!initialized) {
				state = value;
				initialized = true;
			}
		},
		subscribe(callback) {
			listeners.add(callback);
			return () => listeners.delete(callback);
		}
	};
}
function useStore(store) {
	return (0, import_react.useSyncExternalStore)(store.subscribe, () => store.getState(), () => store.getState());
}
// node_modules/@mantine/notifications/esm/notifications.store.mjs
var notificationSequence = 0;
function getDistributedNotifications(data, defaultPosition, limit) {
	const queue = [];
	const notifications = [];
	const groups = /* @__PURE__ */ new Map();
	for (const item of data) {
		const position = item.position || defaultPosition;
		const group = groups.get(position);
		if (group) group.push(item);
		else groups.set(position, [item]);
	}
	for (const group of groups.values()) {
		group.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0) || (a.__sequence ?? 0) - (b.__sequence ?? 0));
		group.forEach((item, index) => {
			if (index < limit) notifications.push(item);
			else queue.push(item);
		});
	}
	return {
		notifications,
		queue
	};
}
var createNotificationsStore = () => createStore({
	notifications: [],
	queue: [],
	defaultPosition: "bottom-right",
	limit: 5
});
var notificationsStore = createNotificationsStore();
var useNotifications = (store = notificationsStore) => useStore(store);
function updateNotificationsState(store, update) {
	const state = store.getState();
	const notifications = update([...state.notifications, ...state.queue]);
	for (const item of notifications) if (item.__sequence === void 0) {
		item.__sequence = notificationSequence;
		notificationSequence += 1;
	}
	const updated = getDistributedNotifications(notifications, state.defaultPosition, state.limit);
	store.setState({
		notifications: updated.notifications,
		queue: updated.queue,
		limit: state.limit,
		defaultPosition: state.defaultPosition
	});
}
function showNotification(notification, store = notificationsStore) {
	const id = notification.id || randomId();
	updateNotificationsState(store, (notifications) => {
		if (notification.id && notifications.some((n) => n.id === notification.id)) return notifications;
		return [...notifications, {
			...notification,
			id
		}];
	});
	return id;
}
function hideNotification(id, store = notificationsStore) {
	updateNotificationsState(store, (notifications) => notifications.filter((notification) => {
		if (notification.id === id) {
			notification.onClose?.(notification);
			return false;
		}
		return true;
	}));
	return id;
}
function updateNotification(notification, store = notificationsStore) {
	updateNotificationsState(store, (notifications) => notifications.map((item) => {
		if (item.id === notification.id) return {
			...item,
			...notification
		};
		return item;
	}));
	return notification.id;
}
function resolvePromiseNotificationData(data, value) {
	return typeof data === "function" ? data(value) : data;
}
function upsertNotification(notification, store) {
	const state = store.getState();
	return [...state.notifications, ...state.queue].some((item) => item.id === notification.id) ? updateNotification(notification, store) : showNotification(notification, store);
}
var pendingPromises = /* @__PURE__ */ new WeakMap();
function promiseNotification(promise, options, store = notificationsStore) {
	const id = options.id || randomId();
	const owners = pendingPromises.get(store) || /* @__PURE__ */ new Map();
	const owner = {};
	pendingPromises.set(store, owners);
	owners.set(id, owner);
	upsertNotification({
		loading: true,
		autoClose: false,
		...options.loading,
		id
	}, store);
	const settle = (data) => {
		if (owners.get(id) !== owner) return;
		owners.delete(id);
		upsertNotification({
			...options.loading,
			loading: false,
			autoClose: void 0,
			...data,
			id
		}, store);
	};
	promise.then((value) => settle({
		color: "teal",
		...resolvePromiseNotificationData(options.success, value)
	}), (error) => settle({
		color: "red",
		...resolvePromiseNotificationData(options.error, error)
	}));
	return promise;
}
function cleanNotifications(store = notificationsStore) {
	updateNotificationsState(store, () => []);
}
function cleanNotificationsQueue(store = notificationsStore) {
	const { defaultPosition, limit } = store.getState();
	updateNotificationsState(store, (notifications) => getDistributedNotifications(notifications, defaultPosition, limit).notifications);
}
var notifications = {
	show: showNotification,
	hide: hideNotification,
	update: updateNotification,
	promise: promiseNotification,
	clean: cleanNotifications,
	cleanQueue: cleanNotificationsQueue,
	updateState: updateNotificationsState
};
export { useNotifications as i, notifications as n, notificationsStore as r, hideNotification as t };
