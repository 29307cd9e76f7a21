"""What the module benchmarks share (bench/seed, bench/modules): an external PostgreSQL started for the
run, the packaged service and the raw Vert.x baseline as processes on 127.0.0.1, a small JSON client
for the service's API, and wrk. Everything started here is stopped by PID.
"""
import contextlib
import glob
import json
import os
import re
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP = os.path.join(ROOT, "target", "quarkus-app")
BASELINE = os.path.join(ROOT, "bench", "baseline-vertx")
BASELINE_JAR = os.path.join(BASELINE, "target", "baseline-vertx.jar")
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
APP_ROLE, APP_PASSWORD = "erp_app", "erp_app_local_only"
# ERP_BENCH_CPUS="database=0 clients=1": PostgreSQL on CPUs of its own (taskset), everything that sends it work (the
# service, the baselines, wrk, pgbench) on the others, as where the database has a server of its own. Unset: all share.
CPUS = dict(part.split("=", 1) for part in os.environ.get("ERP_BENCH_CPUS", "").split())


def pinned(side, command):
    """The command run on the CPUs ERP_BENCH_CPUS gives that side ("database" or "clients"); as it is when unset."""
    return ["taskset", "-c", CPUS[side], *command] if side in CPUS else command


def affine(pid, cpus):
    """Every thread of a running process on the given CPUs (taskset -a -p); one that ended meanwhile is left alone."""
    done = subprocess.run(["taskset", "-a", "-p", "-c", cpus, str(pid)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True)
    if done.returncode != 0 and os.path.exists(f"/proc/{pid}"):
        raise SystemExit(f"bench: taskset -a -p -c {cpus} {pid} failed: {done.stderr.strip()}")


@contextlib.contextmanager
def unpinned(db, processes):
    """ERP_BENCH_CPUS lifted for the block: the PostgreSQL server and the given processes (Process) re-affined to every
    CPU, and pinned() starting commands as they are; then each back on its side's CPUs. The server's new backends fork
    from the postmaster and take its affinity, so the postmaster is re-affined with its children."""
    global CPUS
    pinning, everywhere = CPUS, ",".join(str(cpu) for cpu in sorted(os.sched_getaffinity(0)))

    def place(database, clients):
        for pid in db.processes():
            affine(pid, database)
        for process in processes:
            affine(process.process.pid, clients)
    place(everywhere, everywhere)
    CPUS = {}
    try:
        yield
    finally:
        CPUS = pinning
        place(CPUS["database"], CPUS["clients"])


def ensure_packages(commands):
    """commands: {command: Debian package}; installs the packages of the commands not found."""
    missing = sorted({pkg for cmd, pkg in commands.items() if not shutil.which(cmd) and not os.path.exists("/usr/sbin/" + cmd)
                      and not glob.glob("/usr/lib/postgresql/*/bin/" + cmd)})
    if missing:
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True,
                       env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))


def build(service=True, baseline=True):
    mvnw = os.path.join(ROOT, "mvnw")
    if service and not os.path.exists(os.path.join(APP, "quarkus-run.jar")):
        subprocess.run([mvnw, "-B", "-q", "package", "-DskipTests"], cwd=ROOT, check=True)
    if baseline and not os.path.exists(BASELINE_JAR):
        subprocess.run([mvnw, "-B", "-q", "-f", os.path.join(BASELINE, "pom.xml"), "package"], cwd=ROOT, check=True)


def build_ref(ref, dest):
    """The packaged service of a git ref (e.g. the commit before a rewrite), built in a temporary git worktree
    with the same ~/.m2; its quarkus-app is copied to dest and the worktree removed. Returns dest."""
    tree = tempfile.mkdtemp(prefix="erp-bench-ref-")
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", tree, ref], check=True, stdout=subprocess.DEVNULL)
    try:
        subprocess.run([os.path.join(tree, "mvnw"), "-B", "-ntp", "-q", "package", "-DskipTests"], cwd=tree, check=True)
        shutil.copytree(os.path.join(tree, "target", "quarkus-app"), dest)
    finally:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", tree], check=False)
        shutil.rmtree(tree, ignore_errors=True)
    return dest


# bench/smoke runs every script in a row and sets this to a folder of its own: what each script would make again
# (the key, an initdb'd data directory) is made there once and copied, which a JVM start and an initdb per script cost.
SHARED = os.environ.get("ERP_BENCH_SHARED")


def create_key(key_file):
    """A sandbox key of the default tenant with every scope and a rate limit the load never reaches (under bench/smoke
    the run's one key, its file copied to key_file)."""
    if SHARED:
        shared = os.path.join(SHARED, "keys.jsonl")
        if not os.path.exists(shared):
            with open(os.path.join(SHARED, "key"), "w") as f:
                f.write(_mint_key(shared))
        shutil.copyfile(shared, key_file)
        with open(os.path.join(SHARED, "key")) as f:
            return f.read()
    return _mint_key(key_file)


def shared_embedded_database():
    """Under bench/smoke, the environment that keeps the embedded database's folder from one start of the jar to the
    next (bench/run's and bench/ratelimit-cost's): a later start neither runs initdb nor migrates, and their requests
    need no fresh database."""
    return {"ERP_DATABASE_EMBEDDED_DIR": os.path.join(SHARED, "embedded-postgres")} if SHARED else {}


def _mint_key(key_file):
    out = subprocess.run(["java", "-jar", "quarkus-run.jar", "keys", "create", "--environment", "sandbox", "--owner", "bench",
                          "--rate-limit", "100000", "--file", key_file], cwd=APP, check=True, capture_output=True, text=True)
    return out.stdout.strip().splitlines()[-1]


def port_free(port):
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
            return True
        except OSError:
            return False


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Postgres:
    """Debian's PostgreSQL server in a data directory of the run, on 127.0.0.1 only, with its default
    durability (fsync and synchronous commit on), as production's external server has. The server
    refuses to run as root, so as root it runs as the postgres account the package creates."""

    def __init__(self, work, port):
        self.port = port
        self.socket_dir = os.path.join(work, "pg-socket")
        self.data = os.path.join(work, "pg-data")
        self.log = os.path.join(work, "pg.log")
        self.bin = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]))[-1]
        self.pid = None

    def _as_owner(self, command):
        return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command

    def start(self, max_connections=200):
        os.makedirs(self.socket_dir, exist_ok=True)
        if os.geteuid() == 0:
            shutil.chown(os.path.dirname(self.data), "postgres")
            shutil.chown(self.socket_dir, "postgres")
        self._initdb()
        if not port_free(self.port):
            self.port = free_port()  # a shared CI machine may hold the preferred port
        started = subprocess.run(pinned("database", self._as_owner([os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-l", self.log, "-w",
                                                 "-t", "180", "-o",
                                                 f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.socket_dir} "
                                                 f"-c max_connections={max_connections}", "start"])),
                                 stdout=subprocess.DEVNULL)
        if started.returncode != 0:
            with open(self.log, errors="replace") as f:
                sys.stderr.write("PostgreSQL did not start; its log:\n" + f.read()[-4000:])
            raise RuntimeError(f"PostgreSQL did not start on port {self.port}")
        with open(os.path.join(self.data, "postmaster.pid")) as f:
            self.pid = int(f.readline())
        self.sql("CREATE DATABASE erp", database="postgres")
        self.sql(f"CREATE ROLE {APP_ROLE} LOGIN PASSWORD '{APP_PASSWORD}'", database="postgres")

    def _initdb(self):
        """A new cluster in self.data; under bench/smoke a copy of the run's one initdb'd cluster (cp -a keeps its
        owner): copying a fresh cluster takes a fraction of what initdb does."""
        if not SHARED:
            return self._run_initdb(self.data)
        template = os.path.join(SHARED, "pg-template")
        if not os.path.exists(template):
            if os.geteuid() == 0:
                shutil.chown(SHARED, "postgres")
            self._run_initdb(template + ".new")
            os.rename(template + ".new", template)
        subprocess.run(["cp", "-a", template, self.data], check=True)

    def _run_initdb(self, data):
        subprocess.run(self._as_owner([os.path.join(self.bin, "initdb"), "-D", data, "-U", "postgres", "-A", "trust",
                                       "--no-sync"]), check=True, stdout=subprocess.DEVNULL)

    def stop(self):
        if self.pid:
            os.kill(self.pid, signal.SIGINT)  # fast shutdown
            deadline = time.time() + 60
            while time.time() < deadline and os.path.exists(f"/proc/{self.pid}"):
                time.sleep(0.1)
            self.pid = None

    def cpu_seconds(self):
        """CPU seconds of the whole server, from /proc: the postmaster's own, its live processes' (backends, WAL writer,
        checkpointer, autovacuum), and, through the postmaster's children times, those that ended (a pgbench client's
        backend, a check's psql session), so a backend that ends between two readings still counts."""
        try:
            with open(f"/proc/{self.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            return 0.0
        total = sum(int(v) for v in fields[11:15]) / CLOCK_TICKS  # utime, stime, cutime, cstime
        return total + sum(int(child[11]) + int(child[12]) for _, child in self._children()) / CLOCK_TICKS

    def processes(self):
        """The server's processes: the postmaster and its live children (backends, WAL writer, checkpointer, ...)."""
        return [self.pid] + [pid for pid, _ in self._children()]

    def _children(self):
        """(pid, /proc stat fields after the name) of each live child of the postmaster."""
        for pid in os.listdir("/proc"):
            if pid.isdigit():
                try:
                    with open(f"/proc/{pid}/stat") as stat:
                        child = stat.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if int(child[1]) == self.pid:
                    yield int(pid), child

    def psql(self, user="postgres", database="erp"):
        return ["psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", user, "-d", database, "-v", "ON_ERROR_STOP=1", "-qAtX"]

    def sql(self, statement, database="erp", user="postgres"):
        """Runs SQL as the superuser (or user); returns the rows as lists of strings (unaligned, | separated)."""
        out = subprocess.run(self.psql(user, database) + ["-c", statement], check=True, capture_output=True, text=True).stdout
        return [line.split("|") for line in out.splitlines() if line]

    def copy(self, table, columns, lines):
        """COPY rows (tab-separated text lines, \\N for null) into a table as the superuser."""
        process = subprocess.Popen(self.psql() + ["-c", f"COPY {table} ({', '.join(columns)}) FROM STDIN"],
                                   stdin=subprocess.PIPE, text=True)
        for line in lines:
            process.stdin.write(line)
            process.stdin.write("\n")
        process.stdin.close()
        if process.wait() != 0:
            raise SystemExit(f"bench: COPY into {table} failed")

    def service_env(self):
        """The environment that points the packaged service at this server."""
        return {"ERP_DATABASE_EMBEDDED": "false",
                "QUARKUS_DATASOURCE_REACTIVE_URL": f"postgresql://127.0.0.1:{self.port}/erp",
                "QUARKUS_DATASOURCE_JDBC_URL": f"jdbc:postgresql://127.0.0.1:{self.port}/erp",
                "QUARKUS_DATASOURCE_USERNAME": APP_ROLE, "QUARKUS_DATASOURCE_PASSWORD": APP_PASSWORD,
                "QUARKUS_FLYWAY_USERNAME": "postgres", "QUARKUS_FLYWAY_PASSWORD": "postgres"}

    @contextlib.contextmanager
    def statement_log(self):
        """Every statement in the server's log, each line prefixed with its session's pid and role, while the block
        runs. ALTER SYSTEM and a reload reach the sessions a pool already holds open (ALTER ROLE would not)."""
        self.sql("ALTER SYSTEM SET log_statement = 'all'")
        self.sql("ALTER SYSTEM SET log_line_prefix = '%m [%p] %u '")
        self.sql("SELECT pg_reload_conf()")
        time.sleep(0.5)  # the signal reaches every backend
        try:
            yield
        finally:
            self.sql("ALTER SYSTEM RESET log_statement")
            self.sql("ALTER SYSTEM RESET log_line_prefix")
            self.sql("SELECT pg_reload_conf()")

    def log_since(self, offset):
        """The server's log from a byte offset on (os.path.getsize(self.log) taken before)."""
        with open(self.log, encoding="utf-8", errors="replace") as f:
            f.seek(offset)
            return f.read()

    def app_uri(self):
        return f"postgresql://{APP_ROLE}:{APP_PASSWORD}@127.0.0.1:{self.port}/erp"


def ledger_check(db):
    """The invariants a write run must leave: balances are the ledger's sums, none negative. Returns (balances that
    differ from the ledger, negative balances)."""
    mismatches = int(db.sql("""SELECT count(*) FROM (
        SELECT lot_id, location, sum(delta) AS total FROM (
            SELECT lot_id, to_location_id AS location, quantity AS delta FROM stock_movements WHERE to_location_id IS NOT NULL
            UNION ALL SELECT lot_id, from_location_id, -quantity FROM stock_movements WHERE from_location_id IS NOT NULL) m
        GROUP BY lot_id, location) l FULL JOIN stock_balances b ON b.lot_id = l.lot_id AND b.location_id = l.location
        WHERE coalesce(l.total, 0) <> coalesce(b.quantity, 0)""")[0][0])
    negative = int(db.sql("SELECT count(*) FROM stock_balances WHERE quantity < 0")[0][0])
    return mismatches, negative


def wait_for(url, headers=None, deadline=90):
    end = time.time() + deadline
    while time.time() < end:
        try:
            with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=2) as r:
                if r.status == 200:
                    return r.read()
        except OSError:
            time.sleep(0.2)
    raise SystemExit("bench: " + url + " did not answer 200")


def cpu_seconds(stat_path):
    """utime + stime of a process or thread, from its /proc stat; 0 once it is gone."""
    try:
        with open(stat_path) as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS
    except OSError:
        return 0.0


class MachineCpu:
    """What a measured run took of the machine: its busy share (all cores, from /proc/stat), and the CPU seconds of
    the load generators this script ran and waited for (wrk, pgbench: children's rusage), read as deltas."""

    def __init__(self):
        self.idle, self.total = self._ticks()
        self.children = self._children()

    @staticmethod
    def _ticks():
        with open("/proc/stat") as stat:
            values = [int(v) for v in stat.readline().split()[1:]]
        return values[3] + values[4], sum(values)  # idle + iowait

    @staticmethod
    def _children():
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime

    def taken(self):
        """{"busy": share of the machine's cores busy since, "load_seconds": load generators' CPU since}"""
        idle, total = self._ticks()
        return {"busy": 1 - (idle - self.idle) / max(total - self.total, 1), "load_seconds": self._children() - self.children}


class Process:
    """A server on 127.0.0.1 started by this run: its RSS and CPU read from /proc, stopped by PID."""

    def __init__(self, name, command, cwd, env, ready_url, log_file):
        self.name, self.command, self.cwd, self.env, self.ready_url, self.log_file = name, command, cwd, env, ready_url, log_file
        self.process = None

    def start(self, headers=None):
        with open(self.log_file, "ab") as out:
            self.process = subprocess.Popen(pinned("clients", self.command), cwd=self.cwd, env=dict(os.environ, **self.env), stdout=out,
                                            stderr=subprocess.STDOUT)
        try:
            wait_for(self.ready_url, headers)
        except SystemExit:
            self.stop()
            raise SystemExit(f"bench: {self.name} did not become ready; see {self.log_file}")
        return self

    def rss_mib(self):
        try:
            with open(f"/proc/{self.process.pid}/status") as status:
                return next(int(l.split()[1]) for l in status if l.startswith("VmRSS:")) / 1024
        except (OSError, StopIteration):
            return 0.0

    def cpu_seconds(self):
        return cpu_seconds(f"/proc/{self.process.pid}/stat")

    def compiler_seconds(self):
        """The CPU of its JIT compiler threads (C1, C2): part of cpu_seconds, and gone once the code is compiled."""
        compilers = (task for task, name in self.tasks() if re.match(r"C\d CompilerThre", name))
        return sum(cpu_seconds(os.path.join(task, "stat")) for task in compilers)

    def collector_seconds(self):
        """The CPU of its garbage collector's threads (G1's and the VM thread, which runs its pauses): part of
        cpu_seconds."""
        collectors = (task for task, name in self.tasks() if re.match(r"(GC Thread|G1 |VM Thread)", name))
        return sum(cpu_seconds(os.path.join(task, "stat")) for task in collectors)

    def compilations(self):
        """How many methods its JIT compiled so far, from jstat (outside any measured run: jstat is a JVM of its
        own); 0 without it."""
        try:
            out = subprocess.run(["jstat", "-compiler", str(self.process.pid)], capture_output=True, text=True,
                                 timeout=30).stdout.split("\n")
            return int(dict(zip(out[0].split(), out[1].split()))["Compiled"])
        except (OSError, subprocess.SubprocessError, IndexError, KeyError, ValueError):
            return 0

    def threads(self, prefix):
        """How many of its threads are named so (e.g. vert.x-eventloop-thread)."""
        return sum(1 for _, name in self.tasks() if name.startswith(prefix[:15]))

    def tasks(self):
        """Its threads: (/proc folder, name cut to 15 characters by the kernel); one that ends meanwhile is left out."""
        folder = f"/proc/{self.process.pid}/task"
        for task in os.listdir(folder):
            try:
                with open(os.path.join(folder, task, "comm")) as comm:
                    yield os.path.join(folder, task), comm.read()
            except OSError:
                pass

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def service(name, db, key_file, port, management_port, work, extra_env=None, app=APP):
    """The packaged service (of this checkout, or the quarkus-app folder of another build) on the given ports."""
    env = dict(db.service_env(), ERP_ENVIRONMENT="sandbox", ERP_API_KEYS_FILE=key_file, QUARKUS_HTTP_HOST="127.0.0.1",
               QUARKUS_HTTP_PORT=str(port), QUARKUS_MANAGEMENT_HOST="127.0.0.1", QUARKUS_MANAGEMENT_PORT=str(management_port),
               **(extra_env or {}))
    return Process(name, ["java", "-jar", "quarkus-run.jar"], app, env, f"http://127.0.0.1:{management_port}/q/health/ready",
                   os.path.join(work, name.replace(" ", "-") + ".log"))


def baseline(db, key_file, body_file, port, work):
    return Process("raw Vert.x", ["java", "-jar", BASELINE_JAR, str(port), key_file, body_file, db.app_uri()], ROOT, {},
                   f"http://127.0.0.1:{port}/v1/health", os.path.join(work, "baseline.log"))


class Api:
    """The service's API as an integrator calls it: JSON in, JSON out, the key and the acting user."""

    def __init__(self, base, key):
        self.base, self.key = base, key

    def call(self, method, path, body=None, user=None, headers=None, expect=None):
        request = urllib.request.Request(self.base + path, method=method,
                                         data=None if body is None else json.dumps(body).encode())
        request.add_header("Authorization", "Bearer " + self.key)
        if body is not None:
            request.add_header("Content-Type", "application/json")
        if user:
            request.add_header("X-Acting-User", user)
        for name, value in (headers or {}).items():
            request.add_header(name, value)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status, text, answer_headers = response.status, response.read().decode(), dict(response.headers)
        except urllib.error.HTTPError as error:
            status, text, answer_headers = error.code, error.read().decode(), dict(error.headers)
        if expect is not None and status != expect:
            raise SystemExit(f"bench: {method} {path} answered {status}, expected {expect}: {text[:500]}")
        return status, (json.loads(text) if text else None), answer_headers

    def post(self, path, body=None, user=None, headers=None, expect=201):
        return self.call("POST", path, body if body is not None else {}, user, headers, expect)[1]

    def get(self, path):
        return self.call("GET", path, expect=200)[1]


def until_answered(load, seconds, tries=3):
    """A smoke run's load, which needs answers, not figures: load(seconds), then twice as long again while nothing was
    answered (a cold JVM on busy cores can take longer than a short run to answer at all), at most `tries` times. Only
    for reads: a write wrk stopped waiting for may still land after the run."""
    for attempt in range(tries):
        result = load(seconds * 2 ** attempt)
        if result["requests"] or result["non2xx"] or result.get("errors"):
            break
    return result


def wrk(url, key, seconds, connections, script=None, threads=2):
    """One wrk run with the key and version headers; its throughput, latency percentiles and non-2xx count. A
    request unanswered after 30 s (the service's own deadline) counts as a timeout."""
    command = ["wrk", "--latency", "--timeout", "30s", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "-H", f"Authorization: Bearer {key}",
               "-H", "X-SERVICE-API-Version: 1"]
    if script:
        command += ["-s", script]
    out = subprocess.run(pinned("clients", command + [url]), check=True, capture_output=True, text=True).stdout
    latency = {p: float(v) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[u]
               for p, v, u in re.findall(r"^\s+(50|90|99)%\s+([\d.]+)(us|ms|s)\s*$", out, re.M)}
    return {"rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
            "requests": int(re.search(r"(\d+) requests in", out).group(1)),
            "non2xx": int((re.search(r"Non-2xx or 3xx responses: (\d+)", out) or [0, 0])[1]),
            "errors": sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", out)),
            "p50": latency.get("50", 0.0), "p90": latency.get("90", 0.0), "p99": latency.get("99", 0.0), "out": out}
