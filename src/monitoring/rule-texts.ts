import { LOCAL_NETWORK_BLOCKED } from '../lib/address-space.ts'
import type { RuleId } from './rule-ids.ts'

// The rules' words, loaded with the inbox (not with the engine, which only needs the rules).

/** What a rule tells the user: its name, what an alert of it means, and what to do. */
export interface RuleText {
  name: string
  meaning: string
  /** What to do; `node-fix-steps` shows the health check's own steps for a silent node. */
  fix: string
}

export const RULE_TEXTS: Readonly<Record<RuleId, RuleText>> = {
  'node-unreachable': {
    name: 'Node not answering',
    meaning:
      'The node has not answered the vault for a while: it may be stopped, or the address changed.',
    fix: 'node-fix-steps',
  },
  'password-refused': {
    name: 'Password refused',
    meaning:
      'The node (or the proxy in front of it) refuses the username and password the vault sends.',
    fix: 'Check the username and password of this node in Nodes.',
  },
  'browser-blocked': {
    name: 'Blocked by the browser',
    meaning: 'The browser keeps this page from the node (local network access).',
    fix: LOCAL_NETWORK_BLOCKED,
  },
  'cors-refused': {
    name: 'This page is refused',
    meaning: 'The node answers, but not to this page: its CORS setting leaves this origin out.',
    fix: 'Start the node with --api-cors-origin set to the address this vault is open at (such as http://127.0.0.1:5173). Not "*": that lets every web page you visit read and delete your files.',
  },
  'disk-full': {
    name: 'Disk almost full',
    meaning:
      'The node has used most of its storage quota: new files and hosted slots will soon be refused.',
    fix: 'Delete files you no longer need, or start the node with a larger quota (--storage-quota).',
  },
  'internet-unreachable': {
    name: 'Not reachable from the internet',
    meaning: 'Other nodes cannot open a connection to this node.',
    fix: 'Forward the node’s TCP port on your router to this machine, or enable UPnP on the router. A node that announces only a local address (127.0.0.1, 192.168.…) must first be started with your public address (--nat=extip:<your public IP>, or --nat=any with UPnP).',
  },
  'no-peers': {
    name: 'No peers',
    meaning: 'The node is connected to no other node: it can neither fetch nor share data.',
    fix: 'Check that the machine is online and that the node was started with bootstrap nodes (--bootstrap-node).',
  },
  'peer-record-not-ready': {
    name: 'Peer record not ready',
    meaning: 'The node has not built its signed peer record yet, so other nodes cannot find it.',
    fix: 'Wait for the node to finish starting; if it lasts, check its listen and announce addresses and its port forwarding.',
  },
  'download-stalled': {
    name: 'Network download stalled',
    meaning: 'A network download has received no data for a while: no peer that has it answers.',
    fix: 'Check the node’s peers on the Peers page; cancel the download and start it again later.',
  },
  'download-failed': {
    name: 'Network download failed',
    meaning: 'A network download stopped before it finished.',
    fix: 'Start the download again; check that the cid is right and that the node has peers.',
  },
  'purchase-failed': {
    name: 'Storage request failed',
    meaning: 'A storage request failed, errored or was cancelled: the file is not stored by hosts.',
    fix: 'Open Purchases to read why, then make a new storage request for the file.',
  },
  'purchase-ending': {
    name: 'Storage request ending',
    meaning: 'A storage request ends soon: hosts stop storing the file after it.',
    fix: 'Make a new storage request for the file before this one ends.',
  },
  'slot-ending': {
    name: 'Hosted slot ending',
    meaning: 'A slot this node hosts ends soon; its space frees up after it.',
    fix: 'Nothing to do unless you want to keep earning: check that an availability still offers the space.',
  },
  'availability-full': {
    name: 'Availability full',
    meaning: 'An availability has no free space left: it takes no new slots.',
    fix: 'Open Host and give the availability more space, or create another one.',
  },
  'marketplace-off': {
    name: 'Marketplace off',
    meaning: 'The node’s marketplace stopped answering: storage requests and hosting do not work.',
    fix: 'Start the node with persistence (--persistence) and a working Ethereum provider, then check the health check.',
  },
  'older-release': {
    name: 'Older release',
    meaning: 'The node runs an older release of its line than the newest one the vault knows.',
    fix: 'Update the node to the newest release of its line when you can.',
  },
}
