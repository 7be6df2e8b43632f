// Lagerwerk "Kestrel" AMR fleet for warehouse picking: ROS 2 Jazzy (rclcpp + rclpy), Nav2 MPPI, micro-ROS on STM32 motor controllers, FastAPI fleet manager over MQTT, Gazebo Harmonic, safety PLC, Jetson Orin OTA, on-site Prometheus/Grafana.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'ros2-warehouse-robots',
  stack:
    'ROS 2 Jazzy (rclcpp C++20 lifecycle nodes + rclpy tools) in ubuntu 24.04 containers on Jetson Orin NX (JetPack 6), Nav2 1.3 (MPPI controller, Smac 2D planner, AMCL, costmap filters, opennav_docking, BT.CPP v4), Cyclone DDS on-robot only, micro-ROS (rclc) on STM32H743 motor controllers over UDP, SICK nanoScan3 + Orbbec Gemini 335L, Pilz PNOZmulti 2 safety PLC via Modbus TCP, fleet manager in Python 3.12 (FastAPI, SQLAlchemy 2 async, Alembic, PostgreSQL 16) talking MQTT (mosquitto on site edge servers), Gazebo Harmonic + ros_gz, colcon + rosdep, GitHub Actions + industrial_ci, Docker images on ghcr, custom OTA agent, Prometheus + Grafana per site',
  memories: [
    // ---------------------------------------------------------------- platform, workspace, build
    m(
      'ros-humble',
      'fact',
      'Robots run ROS 2 Humble on Ubuntu 22.04 (JetPack 5.1 base image), Nav2 1.1.x, Gazebo Classic for sim. colcon workspace in ros/.',
      {
        fact: 'kestrel robots | ros_distro | humble',
        age: 420,
        files: ['ros/src/fleet_bringup/package.xml', 'deploy/docker/robot.Dockerfile'],
        tags: ['ros2', 'versions', 'humble'],
      },
    ),
    m(
      'ros-jazzy',
      'decision',
      'We moved the whole robot stack from Humble to Jazzy Jalisco. JetPack 6 host stays Ubuntu 22.04, ROS runs in a 24.04 container (ros:jazzy-ros-base). Nav2 1.3, BT.CPP v4, gz Harmonic. Things that bit us: the tf2 `.h` headers are gone (use tf2_geometry_msgs/tf2_geometry_msgs.hpp, tf2_ros/buffer.hpp), BT XML needs BTCPP_format="4", nav2 costmap plugin API changed a bit. No `#if ROS_DISTRO` humble branches anymore, don\'t add any.',
      {
        fact: 'kestrel robots | ros_distro | jazzy',
        supersedes: 'ros-humble',
        age: 160,
        reaffirm: 14,
        canonical: true,
        files: ['deploy/docker/robot.Dockerfile', 'ros/upstream.repos'],
        tags: ['ros2', 'versions', 'jazzy', 'upgrade'],
      },
    ),
    m(
      'workspace-layout',
      'fact',
      'kestrel monorepo: ros/src/ (fleet_interfaces, fleet_bringup, fleet_nav, fleet_nav_bt, fleet_drivers, fleet_perception, fleet_safety, fleet_base, fleet_bridge, fleet_metrics, fleet_blackbox, fleet_sim), firmware/motor_ctrl/ (STM32H743, micro-ROS), fleet_manager/ (app/, alembic/, tests/), deploy/ (docker, ota, cyclonedds, rosdep, ansible for edge servers + jetson hosts), monitoring/ (prometheus rules, grafana dashboards), maps/<site>/<version>/.',
      {
        age: 300,
        reaffirm: 30,
        files: ['ros/src', 'firmware/motor_ctrl', 'fleet_manager', 'deploy', 'monitoring', 'maps'],
        tags: ['monorepo', 'layout'],
      },
    ),
    m(
      'rosdep-only',
      'convention',
      "Every dependency goes into package.xml and gets resolved by rosdep. No hand-written `apt-get install ros-jazzy-...` / `libfoo-dev` lines in deploy/docker/robot.Dockerfile. Stuff that isn't in rosdistro (our sick_safetyscanners2 fork, the pinned paho-mqtt, libmodbus key) goes into deploy/rosdep/kestrel.yaml, which the Dockerfile and CI register under /etc/ros/rosdep/sources.list.d/.",
      {
        files: ['deploy/rosdep/kestrel.yaml', 'deploy/docker/robot.Dockerfile'],
        tags: ['rosdep', 'dependencies', 'docker'],
      },
    ),
    m(
      'interfaces-frozen',
      'constraint',
      'fleet_interfaces msgs/srvs/actions are wire-frozen once released — during an OTA rollout a site runs mixed versions for up to 24 h and the FM talks to both. Never rename/remove/retype a field of an existing .msg; add a new type (MissionStatus2 style) and deprecate the old one. Same rule for the MQTT JSON schemas in fleet_interfaces/mqtt_schemas/: new field = new schema version "v".',
      {
        age: 250,
        reaffirm: 20,
        canonical: true,
        files: ['ros/src/fleet_interfaces/msg', 'ros/src/fleet_interfaces/mqtt_schemas'],
        tags: ['interfaces', 'messages', 'compatibility', 'ota'],
      },
    ),
    m(
      'namespacing',
      'convention',
      'each robot runs under the ROS namespace kr_<id>, e.g. /kr_014/scan, /kr_014/cmd_vel. node code must use relative names (`scan`, not `/scan`) or the namespace push in robot.launch.py does nothing. tf frames are NOT prefixed (base_link, odom, map) because DDS is robot-local',
      {
        files: ['ros/src/fleet_bringup/launch/robot.launch.py'],
        tags: ['namespace', 'topics', 'tf'],
      },
    ),
    m(
      'robot-id-format',
      'convention',
      "Robot id in FM + MQTT is `kr_014` (underscore, 3 digits). Hostname is kr-014 (hyphen, DNS doesn't allow _), chassis label/serial is LW-KR200-00014. Don't derive one from the other with string replace — read ROBOT_ID and ROBOT_SERIAL from /etc/kestrel/robot.env.",
      {
        files: ['deploy/ota/templates/robot.env.j2', 'fleet_manager/app/db/models.py'],
        tags: ['robot-id', 'naming', 'hostname'],
      },
    ),
    m(
      'param-layout',
      'convention',
      'Params: ros/src/fleet_bringup/config/kr200/*.yaml = model defaults only. Per-robot stuff (wheel radius calibration, lidar mount tf, encoder cpr, imu offsets) lives in /etc/kestrel/robot.yaml on the robot, rendered by the OTA agent from the FM robots.calibration jsonb. Never put a robot-specific number into the package config.',
      {
        files: ['ros/src/fleet_bringup/config/kr200', 'deploy/ota/templates/robot.yaml.j2'],
        tags: ['parameters', 'config', 'calibration'],
      },
    ),
    m(
      'launch-python',
      'convention',
      'launch files are python only. robot.launch.py is the single entry point and includes drivers.launch.py, safety.launch.py, nav.launch.py, bridge.launch.py. DeclareLaunchArgument + LaunchConfiguration, no os.environ reads inside launch files except ROBOT_ID.',
      {
        files: ['ros/src/fleet_bringup/launch'],
        tags: ['launch', 'bringup'],
      },
    ),
    m(
      'lifecycle-nodes',
      'convention',
      'Drivers, nav and mission nodes are lifecycle nodes (rclcpp_lifecycle / nav2_util::LifecycleNode) managed by lifecycle_manager_robot (bond_timeout 4.0). Constructor = declare params only. Subscriptions/timers in on_configure, publishers activated in on_activate, everything released in on_cleanup. An exception out of on_configure = robot never comes up; catch, log, return FAILURE.',
      {
        age: 88,
        reaffirm: 9,
        files: ['ros/src/fleet_nav/src', 'ros/src/fleet_bringup/launch/nav.launch.py'],
        tags: ['lifecycle', 'rclcpp', 'nodes'],
      },
    ),
    m(
      'components-ipc',
      'convention',
      'scan pipeline (2x nanoScan3 driver, scan_merger, laser_filters) runs as rclcpp_components in `sensor_container` with use_intra_process_comms true. new sensor/perception nodes: write them as components (RCLCPP_COMPONENTS_REGISTER_NODE) and load them there, no standalone main().',
      {
        files: ['ros/src/fleet_drivers/CMakeLists.txt', 'ros/src/fleet_bringup/launch/drivers.launch.py'],
        tags: ['components', 'intra-process', 'performance'],
      },
    ),
    m(
      'qos-profiles',
      'convention',
      'QoS: sensors SensorDataQoS (best effort, depth 5). /map, keepout + speed masks: reliable + transient_local. cmd_vel reliable depth 1. safety/state reliable depth 10, deadline 100ms. a QoS mismatch = silently no data, check `ros2 topic info -v` before debugging anything else',
      {
        files: ['ros/src/fleet_drivers/src/scan_merger.cpp', 'ros/src/fleet_safety/src/plc_bridge.cpp'],
        tags: ['qos', 'dds', 'topics'],
      },
    ),
    m(
      'logging-throttle',
      'convention',
      "logging in anything that runs > 1 Hz: RCLCPP_*_THROTTLE / _ONCE (python: throttle_duration_sec). kr_011 filled its eMMC with 'transform timeout' warnings in 2 days. no std::cout / print() in nodes.",
      {
        tags: ['logging', 'rclcpp', 'disk'],
      },
    ),
    m(
      'rclpy-scope',
      'constraint',
      'rclpy only for non-control stuff: fleet_bridge, fleet_metrics, tools/. anything on the cmd_vel / odom / safety path is C++. the old python odom relay gave 60–80 ms jitter with the default executor, that is why fleet_base is C++ now.',
      {
        reason: 'GIL + rclpy executor latency on the Orin',
        files: ['ros/src/fleet_base', 'ros/src/fleet_bridge'],
        tags: ['rclpy', 'python', 'realtime'],
      },
    ),

    // ---------------------------------------------------------------- DDS & comms
    m(
      'dds-over-wifi',
      'decision',
      'fleet comms: robots and the fleet manager share one DDS domain over the warehouse wifi (ROS_DOMAIN_ID=42), Cyclone with a unicast peer list per site. the FM subscribes to /kr_*/pose and /kr_*/state directly with rclpy.',
      {
        age: 380,
        files: ['deploy/cyclonedds/site.xml', 'fleet_manager/app/ros_listener.py'],
        tags: ['dds', 'wifi', 'fleet-manager', 'comms'],
      },
    ),
    m(
      'mqtt-bridge',
      'decision',
      'DDS does not leave the robot anymore. FM <-> robot traffic went from DDS-over-wifi to MQTT: every robot runs fleet_bridge (rclpy + paho-mqtt) which talks to mosquitto on the site edge server (edge01, 8883, TLS with per-robot client certs). Cyclone on the robot binds lo + eth0 only (internal switch: lidars, motor ctrl, jetson). The FM has no ROS in it at all.',
      {
        supersedes: 'dds-over-wifi',
        reason: 'discovery storms with 20+ robots on roaming wifi; SPDP traffic took ~30% airtime in Erfurt',
        fact: 'fleet manager <-> robot | transport | MQTT via fleet_bridge',
        age: 235,
        reaffirm: 18,
        canonical: true,
        files: ['ros/src/fleet_bridge', 'deploy/cyclonedds/robot.xml', 'fleet_manager/app/mqtt'],
        tags: ['mqtt', 'dds', 'comms', 'fleet-manager'],
      },
    ),
    m(
      'cyclone-config',
      'fact',
      "deploy/cyclonedds/robot.xml: interfaces lo + eth0, multicast only for SPDP on eth0, SocketReceiveBufferSize min 10MB, MaxMessageSize 65500B. needs net.core.rmem_max=2147483647 on the HOST, the container can't set it — jetson_host ansible role does it. 'failed to increase socket receive buffer size' in the log = that sysctl is missing.",
      {
        age: 200,
        files: ['deploy/cyclonedds/robot.xml', 'deploy/ansible/roles/jetson_host/tasks/sysctl.yml'],
        tags: ['cyclonedds', 'dds', 'sysctl', 'jetson'],
      },
    ),
    m(
      'mqtt-topics',
      'convention',
      'MQTT tree: kestrel/<site>/<robot_id>/{state,pose,mission/cmd,mission/status,event}. mission/* QoS 1, pose/state QoS 0. JSON payloads are validated against fleet_interfaces/mqtt_schemas/<name>.v<N>.json on both sides; every payload carries "v" and "ts" (unix ms, UTC).',
      {
        age: 190,
        files: [
          'ros/src/fleet_interfaces/mqtt_schemas',
          'ros/src/fleet_bridge/fleet_bridge/topics.py',
          'fleet_manager/app/mqtt/consumers.py',
        ],
        tags: ['mqtt', 'topics', 'schema'],
      },
    ),
    m(
      'pose-rate-2hz',
      'decision',
      'robots publish pose to the FM at 2 Hz (FLEET_BRIDGE_POSE_HZ=2). more makes no sense on the venlo wifi and traffic mgmt only works at lane-edge granularity anyway',
      {
        age: 170,
        files: ['ros/src/fleet_bridge/fleet_bridge/bridge.py'],
        tags: ['mqtt', 'pose', 'wifi', 'traffic'],
      },
    ),
    m(
      'pose-rate-5hz',
      'decision',
      'pose to FM has to be 5 Hz. with 2 Hz the crossing deadlock detection in fleet_manager/app/traffic/intersections.py reacts up to 500ms late, we had two robots nose to nose at the aisle 12 crossing twice last week. Matteo set FLEET_BRIDGE_POSE_HZ=5 in Erfurt, venlo still 2',
      {
        disputes: 'pose-rate-2hz',
        age: 60,
        files: ['ros/src/fleet_bridge/fleet_bridge/bridge.py', 'fleet_manager/app/traffic/intersections.py'],
        tags: ['mqtt', 'pose', 'traffic', 'deadlock'],
      },
    ),
    m(
      'wifi-deadzone',
      'note',
      "venlo hall B: roaming gap between aisles 41-44 (Cisco 9130 handover), robots drop MQTT for 3-5 s there. fleet_bridge buffers mission/status up to 30 s and replays. FM marks a robot 'stale' only after 15 s, don't lower that or you get offline flapping",
      {
        age: 150,
        reaffirm: 25,
        files: ['fleet_manager/app/services/robot_health.py'],
        tags: ['wifi', 'venlo', 'mqtt', 'roaming'],
      },
    ),

    // ---------------------------------------------------------------- Nav2
    m(
      'dwb-controller',
      'decision',
      'controller_server: DWB (dwb_core) with our kr200 critic set, max_vel_x 1.0, sim_time 1.7, controller_frequency 10',
      {
        age: 330,
        files: ['ros/src/fleet_bringup/config/kr200/nav2.yaml'],
        tags: ['nav2', 'controller', 'dwb'],
      },
    ),
    m(
      'mppi-controller',
      'decision',
      'Controller: switched from DWB to MPPI (nav2_mppi_controller) after the oscillation in the narrow 1.4 m aisles. params in fleet_bringup/config/kr200/nav2.yaml: vx_max 1.2, vx_min -0.2, wz_max 1.4, batch_size 1000, time_steps 56, model_dt 0.05, controller_frequency 20. Critics: Constraint, Obstacles, GoalAngle, PathAlign, PathFollow, PreferForward. ~35% of one Orin core.',
      {
        supersedes: 'dwb-controller',
        age: 140,
        reaffirm: 10,
        files: ['ros/src/fleet_bringup/config/kr200/nav2.yaml'],
        tags: ['nav2', 'controller', 'mppi', 'aisles'],
      },
    ),
    m(
      'footprint',
      'fact',
      'KR-200 footprint [[0.38,0.29],[0.38,-0.29],[-0.38,-0.29],[-0.38,0.29]] (0.76 x 0.58 m with bumpers), footprint_padding 0.02, inflation_radius 0.6, cost_scaling_factor 3.5. With a lifted shelf the mission node publishes the shelf footprint on local_costmap/footprint + global_costmap/footprint — never hardcode the shelf one in yaml',
      {
        age: 130,
        reaffirm: 22,
        files: ['ros/src/fleet_bringup/config/kr200/nav2.yaml', 'ros/src/fleet_nav/src/mission_node.cpp'],
        tags: ['nav2', 'footprint', 'costmap'],
      },
    ),
    m(
      'speed-limits',
      'constraint',
      'speeds: PLC hard limit 1.5 m/s (safety function, not ours to change). software max 1.2 m/s in aisles, 0.5 m/s in pick zones and the last 3 m to a dock, 0.8 m/s in mixed traffic zones (Erfurt hall C). Zones are enforced through the Nav2 speed filter (maps/<site>/<version>/speed_mask.*), NOT via per-zone controller params.',
      {
        files: ['maps', 'ros/src/fleet_bringup/config/kr200/nav2.yaml'],
        tags: ['speed', 'nav2', 'safety', 'costmap-filters'],
      },
    ),
    m(
      'costmap-filters',
      'convention',
      "keepout + speed masks are generated by the FM (fleet_manager/app/maps/mask_export.py) from the zones table into the map bundle (keepout.pgm/yaml, speed_mask.pgm/yaml). don't edit the PGMs with GIMP — the next export overwrites it and the MANIFEST sha256 won't match anyway. change the zone in the FM, export, bump the bundle version.",
      {
        files: ['fleet_manager/app/maps/mask_export.py', 'maps'],
        tags: ['costmap-filters', 'keepout', 'speed-mask', 'maps'],
      },
    ),
    m(
      'map-bundle',
      'convention',
      'a site map = bundle maps/<site>/<version>/ (map.pgm/yaml, keepout, speed_mask, lanes.geojson, docks.yaml, MANIFEST with sha256 per file). robots load by version from /var/lib/kestrel/maps. FM only activates a new version when ALL robots of the site report it loaded (lane ids change between versions).',
      {
        age: 110,
        reaffirm: 35,
        files: ['maps', 'fleet_manager/app/maps/activation.py'],
        tags: ['maps', 'bundle', 'versions'],
      },
    ),
    m(
      'bt-v4',
      'convention',
      'behavior trees in ros/src/fleet_nav_bt/trees/*.xml, BTCPP_format="4", main tree navigate_pick.xml. custom nodes (WaitForLaneReservation, IsSafetyOk, RequestLift, ReportProgress) are plugins in fleet_nav_bt, listed in bt_navigator plugin_lib_names. Groot2 is fine for editing but check the diff, it reorders attributes and drops comments.',
      {
        files: ['ros/src/fleet_nav_bt/trees/navigate_pick.xml', 'ros/src/fleet_nav_bt/src'],
        tags: ['behavior-tree', 'btcpp', 'nav2'],
      },
    ),
    m(
      'lane-reservation',
      'constraint',
      "traffic: a robot must not enter a lane edge before the FM granted the reservation (the WaitForLaneReservation BT node blocks until then). lane graph = maps/<site>/<version>/lanes.geojson, FM side in fleet_manager/app/traffic/. bypassing it on a real site, even 'for a demo', is forbidden — head-on collision in Erfurt aisle 7 in February.",
      {
        age: 115,
        reaffirm: 12,
        canonical: true,
        files: [
          'ros/src/fleet_nav_bt/src/wait_for_lane_reservation.cpp',
          'fleet_manager/app/traffic/reservations.py',
        ],
        tags: ['traffic', 'lanes', 'reservation', 'safety'],
      },
    ),
    m(
      'docking',
      'fact',
      'charging uses opennav_docking (docking_server, new in Nav2 Jazzy) with our plugin fleet_nav::KestrelChargingDock — dock pose from the reflector pattern in the merged scan, charging detected from the BMS current on battery_state. docks per site in maps/<site>/<version>/docks.yaml.',
      {
        files: ['ros/src/fleet_nav/src/kestrel_charging_dock.cpp', 'maps'],
        tags: ['docking', 'charging', 'nav2'],
      },
    ),
    m(
      'battery-charge-30',
      'decision',
      'robots go to the charger at 30% SoC (LiFePO4 48V 60Ah). below that the voltage sag during a shelf lift browns out the motor ctrl. threshold lives in FM sites.settings -> battery.charge_at',
      {
        age: 125,
        files: ['fleet_manager/app/dispatch/charging.py'],
        tags: ['battery', 'charging', 'dispatch'],
      },
    ),
    m(
      'battery-charge-25',
      'decision',
      'charge threshold is 25% not 30. at 30 we lose too much throughput in the peak (peak test in Erfurt: 6 of 22 robots at the chargers at the same time). new missions refused below 18%. the brownout was the old firmware ramp, fixed in fw 3.4.',
      {
        disputes: 'battery-charge-30',
        age: 48,
        files: ['fleet_manager/app/dispatch/charging.py'],
        tags: ['battery', 'charging', 'dispatch', 'throughput'],
      },
    ),

    // ---------------------------------------------------------------- sensors & perception
    m(
      'lidar-nanoscan',
      'fact',
      '2x SICK nanoScan3 (front-left + rear-right corners, 275° each). they are the safety scanners; ROS reads them with sick_safetyscanners2 (our fork, branch kestrel/jazzy) over UDP on eth0, sensor IPs 192.168.10.11 (front) / .12 (rear). merged into kr_xxx/scan by fleet_drivers/scan_merger at 25 Hz.',
      {
        files: [
          'ros/src/fleet_drivers/src/scan_merger.cpp',
          'ros/src/fleet_bringup/config/kr200/drivers.yaml',
        ],
        tags: ['lidar', 'sick', 'drivers', 'scan'],
      },
    ),
    m(
      'realsense',
      'fact',
      'front camera: Intel RealSense D435i, realsense2_camera 4.51, pointcloud /camera/depth/color/points feeds the voxel layer and the shelf-leg detector',
      {
        age: 350,
        files: ['ros/src/fleet_bringup/launch/drivers.launch.py'],
        tags: ['camera', 'realsense', 'drivers'],
      },
    ),
    m(
      'orbbec',
      'decision',
      'we moved the front camera from the RealSense D435i to the Orbbec Gemini 335L (RealSense delivery problems + USB drops on the Orin). driver orbbec_camera v2 (branch v2-main), topic is now kr_xxx/camera/depth/points (was camera/depth/color/points). voxel layer + detector configs are updated, the realsense launch files are deleted.',
      {
        supersedes: 'realsense',
        age: 120,
        files: [
          'ros/src/fleet_bringup/launch/drivers.launch.py',
          'ros/src/fleet_bringup/config/kr200/nav2.yaml',
        ],
        tags: ['camera', 'orbbec', 'drivers', 'voxel-layer'],
      },
    ),
    m(
      'detector',
      'fact',
      'shelf-leg / pallet detector (fleet_perception): YOLOv8n exported to ONNX, TensorRT fp16 engine is built ON the robot at first start (engines are not portable across JetPack/TensorRT versions or even Orin variants) and cached in /var/lib/kestrel/trt/. only the .onnx is shipped in the image.',
      {
        files: ['ros/src/fleet_perception', 'deploy/docker/robot.Dockerfile'],
        tags: ['perception', 'tensorrt', 'jetson', 'detector'],
      },
    ),
    m(
      'camera-gdpr',
      'constraint',
      'Betriebsratsvereinbarung (Erfurt, gilt inzwischen für alle Sites): Kamerabilder dürfen weder gespeichert noch übertragen werden. Verarbeitung nur on-robot im Detektor. Keine Bilder in Bags, Logs, Grafana, MinIO oder Tickets — auch nicht "nur zum Trainieren".',
      {
        age: 105,
        reaffirm: 40,
        canonical: true,
        files: ['ros/src/fleet_perception', 'ros/src/fleet_blackbox/config/topics.yaml'],
        tags: ['camera', 'gdpr', 'privacy', 'works-council'],
      },
    ),

    // ---------------------------------------------------------------- safety
    m(
      'safety-not-ros',
      'constraint',
      'ROS 2 is NOT safety rated. e-stop, speed & separation monitoring, field set switching, brake release: all in the Pilz PNOZmulti 2 safety PLC. ROS may read safety state (Modbus TCP via fleet_safety/plc_bridge) and may request a stop by commanding zero velocity, but must never implement, override or bypass a safety function. Basis: ISO 3691-4 + risk assessment RA-KR200 v3.2.',
      {
        age: 280,
        reaffirm: 8,
        canonical: true,
        files: ['ros/src/fleet_safety', 'docs/safety/risk_assessment.md'],
        tags: ['safety', 'plc', 'estop', 'iso3691-4'],
      },
    ),
    m(
      'field-sets',
      'constraint',
      'nanoScan3 field set switching (slow / normal / docking) is done by the PLC from the encoder speed, NOT by ROS. fleet_safety only reads active_fieldset. no service/topic to switch field sets from software, that breaks the safety concept and the CE declaration.',
      {
        files: ['ros/src/fleet_safety/src/plc_bridge.cpp'],
        tags: ['safety', 'lidar', 'field-sets', 'plc'],
      },
    ),
    m(
      'safety-state-topic',
      'fact',
      'plc_bridge publishes fleet_interfaces/msg/SafetyState on kr_xxx/safety/state at 20 Hz: estop, protective_stop, warning_field, active_fieldset, brake_released. Modbus register map ros/src/fleet_safety/config/plc_registers.yaml is exported from the PNOZ project — regenerate it with tools/export_registers.py, never hand-edit',
      {
        files: [
          'ros/src/fleet_safety/config/plc_registers.yaml',
          'ros/src/fleet_interfaces/msg/SafetyState.msg',
        ],
        tags: ['safety', 'plc', 'modbus', 'topics'],
      },
    ),
    m(
      'estop-no-autoresume',
      'constraint',
      'after an e-stop or protective stop the mission is PAUSED, never auto-resumed. the operator acks in the FM UI (POST /api/v2/robots/{id}/resume) only after the physical reset with the key at the robot. the FM cannot reset an e-stop and must not get an endpoint/button that looks like it could.',
      {
        age: 100,
        reaffirm: 30,
        files: ['fleet_manager/app/api/v2/robots.py', 'ros/src/fleet_nav/src/mission_node.cpp'],
        tags: ['safety', 'estop', 'fleet-manager', 'missions'],
      },
    ),
    m(
      'safety-review',
      'convention',
      'changes in ros/src/fleet_safety/, deploy/ota/safety*, firmware/motor_ctrl/Core/Src/watchdog.c or anything that touches speed limits need approval from @lagerwerk/safety (Kenji) via CODEOWNERS + an entry in docs/safety/change_log.md with the risk assessment reference. normal PRs need 1 review, these 2.',
      {
        files: ['.github/CODEOWNERS', 'docs/safety/change_log.md'],
        tags: ['safety', 'review', 'codeowners'],
      },
    ),
    m(
      'ssm-slowdown',
      'note',
      "if a person is in the warning field the PLC caps the robot at 0.3 m/s. nav doesn't know why it's slow and the progress checker fired 'failed to make progress' — we set required_movement_radius 0.2 + movement_time_allowance 20.0 because of that. do not 'fix' it by commanding more speed, the PLC wins anyway and Kenji will be very unhappy",
      {
        files: ['ros/src/fleet_bringup/config/kr200/nav2.yaml'],
        tags: ['safety', 'nav2', 'progress-checker', 'speed'],
      },
    ),

    // ---------------------------------------------------------------- micro-ROS / firmware
    m(
      'uros-serial',
      'fact',
      'motor controllers talk micro-ROS over USB-CDC to the Jetson, agent in the robot container: `micro_ros_agent serial --dev /dev/ttyACM0 -b 921600`',
      {
        age: 310,
        files: ['ros/src/fleet_bringup/launch/drivers.launch.py'],
        tags: ['micro-ros', 'firmware', 'serial'],
      },
    ),
    m(
      'uros-udp',
      'decision',
      'micro-ROS transport started out as USB-CDC serial; we moved it to UDP over the internal ethernet (STM32H743 + LAN8742 PHY). agent: `micro_ros_agent udp4 --port 8888` in the robot container, MCU has static 192.168.10.20. no /dev/ttyACM* mapping in the compose file anymore.',
      {
        supersedes: 'uros-serial',
        reason: 'ttyACM re-enumeration after brownouts killed the agent and the robot needed a power cycle',
        age: 112,
        reaffirm: 16,
        files: ['firmware/motor_ctrl/Core/Src/uros_transport_udp.c', 'deploy/ota/templates/compose.yml.j2'],
        tags: ['micro-ros', 'firmware', 'udp', 'ethernet'],
      },
    ),
    m(
      'uros-static',
      'constraint',
      'firmware: no dynamic allocation after init (the custom rcl allocator returns NULL once init_done is set). entity limits are compiled into the static lib via firmware/motor_ctrl/colcon.meta: RMW_UXRCE_MAX_PUBLISHERS=6, MAX_SUBSCRIPTIONS=4, MAX_SERVICES=2, MAX_HISTORY=2. adding a publisher = bump it there AND rebuild libmicroros, otherwise rclc_publisher_init fails at boot on the board (works in the unit tests, which use malloc).',
      {
        age: 95,
        files: ['firmware/motor_ctrl/colcon.meta', 'firmware/motor_ctrl/Core/Src/uros_app.c'],
        tags: ['micro-ros', 'firmware', 'memory', 'stm32'],
      },
    ),
    m(
      'firmware-build',
      'fact',
      'libmicroros is built with micro_ros_stm32cubemx_utils (jazzy branch) in docker microros/micro_ros_static_library_builder:jazzy, then `make -C firmware/motor_ctrl -j` (CubeMX Makefile project, arm-none-eabi-gcc 13.2). flash from the Jetson with `kestrel-flash motor` (openocd over the ST-LINK V3MINI inside the chassis).',
      {
        files: [
          'firmware/motor_ctrl/Makefile',
          'firmware/motor_ctrl/colcon.meta',
          'deploy/tools/kestrel-flash',
        ],
        tags: ['firmware', 'build', 'micro-ros', 'flashing'],
      },
    ),
    m(
      'motor-watchdog',
      'constraint',
      "motor ctrl watchdog: no command on kr_xxx/motor/cmd for 250 ms -> ramps to 0 at 1.5 m/s². MCU loops: current 1 kHz, velocity 200 Hz. fleet_base must send commands at >= 20 Hz even when standing still (send zeros), else you'll see the robot stutter.",
      {
        files: ['firmware/motor_ctrl/Core/Src/watchdog.c', 'ros/src/fleet_base/src/base_driver.cpp'],
        tags: ['firmware', 'watchdog', 'motor', 'safety'],
      },
    ),
    m(
      'hil-bench',
      'constraint',
      'every firmware change passes the HIL bench first (hil-01 in the Düsseldorf office: one real motor ctrl + wheel on a rig + a PLC simulator). `firmware/tests/hil/run.sh`, CI job hil-firmware on the self-hosted runner labelled `hil`. no robot gets flashed with a build that did not pass, "one-liners" included.',
      {
        age: 90,
        reaffirm: 6,
        files: ['firmware/tests/hil/run.sh', '.github/workflows/firmware.yml'],
        tags: ['firmware', 'hil', 'testing', 'ci'],
      },
    ),
    m(
      'kr009-encoder',
      'note',
      'kr_009 got a replacement left motor in march, encoder is 4096 CPR instead of 2048. its /etc/kestrel/robot.yaml has encoder_cpr_left: 4096. if kr_009 spins/drifts after an OTA first check the override survived',
      {
        age: 75,
        tags: ['kr_009', 'odometry', 'calibration', 'hardware'],
      },
    ),

    // ---------------------------------------------------------------- fleet manager
    m(
      'fm-stack',
      'fact',
      'fleet_manager: Python 3.12, FastAPI 0.115, SQLAlchemy 2.0 async + asyncpg, Alembic, pydantic v2, aiomqtt. deps with uv (fleet_manager/uv.lock). runs on each site edge server (edge01) in docker compose together with postgres 16 (volume on the RAID) and mosquitto.',
      {
        fact: 'fleet manager | framework | FastAPI + SQLAlchemy 2 async',
        files: ['fleet_manager/pyproject.toml', 'deploy/edge/compose.yml'],
        tags: ['fleet-manager', 'fastapi', 'python', 'postgres'],
      },
    ),
    m(
      'fm-layout',
      'convention',
      'FM code layout: app/api/v2/*.py routers (thin, no SQL), app/services/ business logic (no fastapi imports), app/db/models.py + app/db/repo/*.py for queries, app/schemas/ pydantic models, app/mqtt/ consumers+publishers, app/traffic/, app/dispatch/. Dependencies via Depends(get_session).',
      {
        files: ['fleet_manager/app/api/v2', 'fleet_manager/app/services', 'fleet_manager/app/db/repo'],
        tags: ['fleet-manager', 'architecture', 'layout'],
      },
    ),
    m(
      'api-v1-frozen',
      'constraint',
      "/api/v1 is what the customer's SAP EWM integration calls (orders webhook + order status). it's frozen: no added, removed or renamed fields, not even optional ones (their parser is strict). everything new goes to /api/v2. v1 sunset for venlo is contractually 2026-06, erfurt has no date.",
      {
        age: 85,
        reaffirm: 28,
        files: ['fleet_manager/app/api/v1', 'fleet_manager/app/api/v2'],
        tags: ['api', 'versioning', 'ewm', 'integration'],
      },
    ),
    m(
      'order-idempotency',
      'constraint',
      'POST /api/v1/orders from EWM must carry an Idempotency-Key header — EWM retries after its 10 s timeout. dedupe in table order_idempotency (72 h TTL, cleanup job). before that we had double picks.',
      {
        files: ['fleet_manager/app/api/v1/orders.py', 'fleet_manager/app/services/orders.py'],
        tags: ['api', 'idempotency', 'ewm', 'orders'],
      },
    ),
    m(
      'alembic',
      'convention',
      'DB schema only via alembic revisions in fleet_manager/alembic/versions/, file name YYYYMMDD_short_desc. autogenerate then READ it — it drops our partial indexes and the jsonb defaults. a revision that is deployed on any site is never edited, write a new one.',
      {
        files: ['fleet_manager/alembic/versions', 'fleet_manager/alembic/env.py'],
        tags: ['alembic', 'migrations', 'postgres'],
      },
    ),
    m(
      'fm-tests',
      'convention',
      'FM tests: pytest + pytest-asyncio, real postgres 16 via testcontainers, no sqlite (jsonb, int[] and partial indexes everywhere). MQTT via the fake broker in fleet_manager/tests/fakes/mqtt.py. run `uv run pytest fleet_manager/tests -q`',
      {
        files: ['fleet_manager/tests/conftest.py', 'fleet_manager/tests/fakes/mqtt.py'],
        tags: ['testing', 'pytest', 'fleet-manager', 'postgres'],
      },
    ),
    m(
      'dispatch-greedy',
      'decision',
      'dispatch: a new order goes to the nearest idle robot with enough battery, computed when the order arrives (fleet_manager/app/dispatch/greedy.py)',
      {
        age: 275,
        files: ['fleet_manager/app/dispatch/greedy.py'],
        tags: ['dispatch', 'fleet-manager', 'orders'],
      },
    ),
    m(
      'dispatch-hungarian',
      'decision',
      'dispatch is batched now: every 2 s we solve open orders x available robots with scipy.optimize.linear_sum_assignment on lane-graph travel time (not euclidean!) in app/dispatch/batch.py. greedy.py only remains as fallback when the solve takes > 500 ms.',
      {
        supersedes: 'dispatch-greedy',
        reason: 'greedy starved the far end of hall B (aisles 50+) during peaks',
        age: 80,
        reaffirm: 11,
        files: ['fleet_manager/app/dispatch/batch.py', 'fleet_manager/app/dispatch/greedy.py'],
        tags: ['dispatch', 'fleet-manager', 'assignment', 'scipy'],
      },
    ),
    m(
      'timestamps-utc',
      'convention',
      'all timestamps UTC: timestamptz in postgres, "ts" unix ms in MQTT, ROS builtin time. local time only in UI + grafana. shift reports are by site-local day — use sites.tz (Europe/Amsterdam, Europe/Berlin), the night shift crosses midnight.',
      {
        files: ['fleet_manager/app/services/reports.py'],
        tags: ['time', 'utc', 'timezone', 'reports'],
      },
    ),
    m(
      'pose-not-postgres',
      'constraint',
      "no pose streams in postgres. pose/state go to prometheus (coarse, via fleet_metrics) and to the blackbox bags; the FM keeps only robots.last_pose (updated max 1 Hz). the robot_pose_history table experiment wore out edge01's SSD in Erfurt in 3 weeks.",
      {
        age: 70,
        files: ['fleet_manager/app/mqtt/consumers.py', 'fleet_manager/app/db/models.py'],
        tags: ['postgres', 'pose', 'storage', 'fleet-manager'],
      },
    ),
    m(
      'fm-auth',
      'fact',
      'FM auth: operators log in with Entra ID (OIDC, app registration kestrel-fm), roles operator/supervisor/admin from group claims. EWM uses a static API key per site in header X-Api-Key (hashed in api_clients). robots authenticate to mosquitto with per-robot client certs from the site CA on edge01 (deploy/edge/ca/issue_robot_cert.sh).',
      {
        files: ['fleet_manager/app/auth', 'deploy/edge/ca/issue_robot_cert.sh'],
        tags: ['auth', 'oidc', 'mqtt', 'certificates'],
      },
    ),

    // ---------------------------------------------------------------- sim & CI
    m(
      'gazebo-classic',
      'fact',
      'simulation on Gazebo Classic 11 + gazebo_ros_pkgs, worlds in fleet_sim/worlds/*.world, diff drive through libgazebo_ros_diff_drive.so, lidar via libgazebo_ros_ray_sensor',
      {
        age: 360,
        files: ['ros/src/fleet_sim/worlds'],
        tags: ['simulation', 'gazebo', 'classic'],
      },
    ),
    m(
      'gazebo-harmonic',
      'decision',
      'sim runs on Gazebo Harmonic (gz-sim 8) since the Jazzy move; Classic is EOL and not packaged for Jazzy. worlds are SDF 1.9 in ros/src/fleet_sim/worlds/ (venlo_hall_b.sdf, erfurt_hall_c.sdf), ros_gz_bridge config fleet_sim/config/gz_bridge.yaml. diff drive = gz::sim::systems::DiffDrive, nanoScan3 faked as gpu_lidar 275°. no gazebo_ros plugins anymore.',
      {
        supersedes: 'gazebo-classic',
        age: 155,
        reaffirm: 20,
        files: ['ros/src/fleet_sim/worlds', 'ros/src/fleet_sim/config/gz_bridge.yaml'],
        tags: ['simulation', 'gazebo', 'harmonic', 'ros_gz'],
      },
    ),
    m(
      'use-sim-time',
      'convention',
      'use_sim_time only via the launch arg `sim:=true` of robot.launch.py, which sets it on every node. never put use_sim_time: true in config/kr200/*.yaml — it got shipped to Erfurt once and all robots sat there waiting for /clock.',
      {
        files: ['ros/src/fleet_bringup/launch/robot.launch.py', 'ros/src/fleet_bringup/config/kr200'],
        tags: ['simulation', 'use_sim_time', 'launch'],
      },
    ),
    m(
      'sim-tests-nightly',
      'convention',
      'launch_testing sim scenarios (fleet_sim/test/test_*_scenario.py) run headless (`gz sim -s -r --headless-rendering`) NIGHTLY on the GPU runner, not on PRs (~18 min). PRs get unit tests + the 90 s smoke scenario test_smoke_single_robot.py only.',
      {
        files: ['ros/src/fleet_sim/test', '.github/workflows/nightly-sim.yml'],
        tags: ['simulation', 'ci', 'testing', 'launch_testing'],
      },
    ),

    // ---------------------------------------------------------------- jetson, images, OTA
    m(
      'jetson-platform',
      'fact',
      'compute: Jetson Orin NX 16GB on a Connect Tech carrier, JetPack 6.0 (L4T 36.3, host Ubuntu 22.04). ROS in ubuntu 24.04 based containers with the nvidia runtime, L4T libs mounted via the container toolkit csv files. 64 GB eMMC (rootfs) + 256 GB NVMe (/var/lib/kestrel: maps, bags, trt cache).',
      {
        fact: 'kestrel robot compute | module | Jetson Orin NX 16GB',
        files: ['deploy/ansible/roles/jetson_host'],
        tags: ['jetson', 'hardware', 'jetpack'],
      },
    ),
    m(
      'jetson-maxn',
      'decision',
      'nvpmodel MAXN on all robots — MPPI + the detector need all the cores and clocks',
      {
        age: 95,
        files: ['deploy/ansible/roles/jetson_host/tasks/power.yml'],
        tags: ['jetson', 'power', 'nvpmodel'],
      },
    ),
    m(
      'jetson-25w',
      'decision',
      'nvpmodel 25W, not MAXN. in the closed enclosure in Erfurt in summer (hall ~30°C) MAXN thermal-throttled the Orin down to ~40% clocks, steady 25W is much better for MPPI timing. jetson_host role should set mode 3.',
      {
        disputes: 'jetson-maxn',
        age: 40,
        files: ['deploy/ansible/roles/jetson_host/tasks/power.yml'],
        tags: ['jetson', 'power', 'thermal', 'nvpmodel'],
      },
    ),
    m(
      'docker-images',
      'convention',
      'robot image: ghcr.io/lagerwerk/kestrel-robot:<version>-arm64 from deploy/docker/robot.Dockerfile (multi-stage: build stage with colcon, runtime stage only install/ + rosdep exec deps). tag = the git release tag, NEVER :latest on a robot. compose file on the robot is /opt/kestrel/compose.yml, rendered by the OTA agent.',
      {
        files: [
          'deploy/docker/robot.Dockerfile',
          'deploy/ota/templates/compose.yml.j2',
          '.github/workflows/image.yml',
        ],
        tags: ['docker', 'images', 'ghcr', 'deploy'],
      },
    ),
    m(
      'ota-rules',
      'constraint',
      'OTA (deploy/ota/, kestrel-ota agent on the robot): a robot only updates when docked + charging + no mission + SoC > 40%. rollout = canary 2 robots per site, rest after 24 h without incidents. previous image stays on disk for `kestrel-ota rollback`. firmware goes through the same OTA, only builds that passed HIL.',
      {
        age: 65,
        reaffirm: 7,
        canonical: true,
        files: ['deploy/ota', 'deploy/ota/agent/policy.py'],
        tags: ['ota', 'deploy', 'rollout', 'firmware'],
      },
    ),
    m(
      'release-versioning',
      'convention',
      "releases: tag vYYYY.MINOR.PATCH on main (v2025.7.2), hotfix branches hotfix/v2025.7.x. CHANGELOG.md entry per release with a 'Safety-relevant' section — empty is fine, missing is not (auditor asks for it).",
      {
        files: ['CHANGELOG.md'],
        tags: ['release', 'versioning', 'changelog'],
      },
    ),

    // ---------------------------------------------------------------- monitoring & diagnostics
    m(
      'monitoring',
      'fact',
      'per site on edge01: Prometheus (15 d retention) + Grafana 11. dashboards are JSON in monitoring/dashboards/, provisioned by ansible — edits in the Grafana UI get lost on the next deploy, export and commit. robots expose :9102/metrics via fleet_metrics (rclpy + prometheus_client), FM on :8000/metrics.',
      {
        files: ['monitoring/dashboards', 'monitoring/prometheus/rules', 'ros/src/fleet_metrics'],
        tags: ['monitoring', 'prometheus', 'grafana'],
      },
    ),
    m(
      'metrics-naming',
      'convention',
      'metric names kestrel_<component>_<what>_<unit>, counters end in _total. labels: site, robot_id, maybe reason. NEVER mission_id / order_id as a label — cardinality killed prometheus on edge01 erfurt once.',
      {
        files: ['ros/src/fleet_metrics/fleet_metrics/exporter.py', 'fleet_manager/app/metrics.py'],
        tags: ['prometheus', 'metrics', 'naming', 'cardinality'],
      },
    ),
    m(
      'blackbox-bags',
      'fact',
      'fleet_blackbox keeps a 90 s ring buffer (rosbag2, mcap, zstd) of scan, odom, cmd_vel, safety/state, tf, mission status. snapshot on e-stop / protective stop / failed-to-make-progress -> /var/lib/kestrel/bags, uploaded by the OTA agent to minio on edge01, bucket blackbox/<robot_id>/<date>/. no camera topics (see Betriebsratsvereinbarung).',
      {
        files: ['ros/src/fleet_blackbox/config/topics.yaml', 'deploy/ota/agent/uploader.py'],
        tags: ['rosbag', 'mcap', 'blackbox', 'diagnostics'],
      },
    ),
    m(
      'erfurt-floor',
      'note',
      'Erfurt hall C has expansion joints every 12 m, the bumper strip triggers a protective stop over them at > 1.0 m/s. speed_mask has 0.9 strips over the joints. PSTOPs clustering at y ≈ 24 / 36 / 48 = that, check the mask before blaming the robot',
      {
        age: 55,
        files: ['maps/erfurt'],
        tags: ['erfurt', 'floor', 'protective-stop', 'speed-mask'],
      },
    ),
    m(
      'fm-staging',
      'fact',
      'staging fleet manager runs at fm-staging.lagerwerk.local (VM on the office ESXi), deploy with `make deploy-staging` from fleet_manager/',
      {
        age: 430,
        files: ['fleet_manager/Makefile'],
        tags: ['staging', 'fleet-manager', 'deploy'],
      },
    ),
    m(
      'rviz-debug',
      'note',
      'fleet_bringup/rviz/debug.rviz has a display for each sensor, use `ros2 launch fleet_bringup rviz.launch.py robot:=kr_003` from the laptop on the same wifi',
      {
        age: 395,
        files: ['ros/src/fleet_bringup/rviz/debug.rviz'],
        tags: ['rviz', 'debugging'],
      },
    ),

    // ---------------------------------------------------------------- candidates (unreviewed)
    m(
      'cand-rmw-zenoh',
      'decision',
      'Switch the RMW to rmw_zenoh_cpp so robots and the fleet manager can share ROS topics over the wifi again.',
      {
        candidate: true,
        tags: ['rmw', 'zenoh', 'comms'],
      },
    ),
    m(
      'cand-sw-estop',
      'decision',
      'Add a software emergency stop node in fleet_safety that cuts motor power when the merged scan shows an obstacle closer than 0.3 m.',
      {
        candidate: true,
        tags: ['safety', 'estop', 'scan'],
      },
    ),
    m('cand-launch-xml', 'fact', 'Robot bringup is defined in fleet_bringup/launch/robot.launch.xml.', {
      candidate: true,
      inferred: true,
      tags: ['launch', 'bringup'],
    }),
    m(
      'cand-fm-sqlite',
      'convention',
      'Use SQLite in-memory (aiosqlite) for fleet manager unit tests to make them faster.',
      {
        candidate: true,
        tags: ['testing', 'sqlite', 'fleet-manager'],
      },
    ),

    // ---------------------------------------------------------------- secret-bearing inputs (writes must be refused)
    m(
      'secret-wifi-psk',
      'note',
      'robots in hall B are on SSID LW-AMR-5G, the psk is Kranbahn!Venlo#2024 — 5 GHz only, the 2.4 GHz one is for the pickers hand scanners, dont put robots there',
      { secret: 'Kranbahn!Venlo#2024' },
    ),
    m(
      'secret-mqtt-url',
      'fact',
      "to watch fleet traffic live on site: mosquitto_sub -L 'mqtts://fm_debug:qR7vX2mL9sKp4Tz8@edge01.venlo.lagerwerk.net:8883/kestrel/venlo/#' --cafile site-ca.pem -v",
      { secret: 'qR7vX2mL9sKp4Tz8' },
    ),
    m(
      'secret-ghcr-pat',
      'fact',
      'robots pull from ghcr as the bot user lagerwerk-robot-pull, the PAT (read:packages only) is ghp_R4nV8qT2mK9xL5wZ7cJ3hP6bY1dF0sG2uA8e, it sits in /root/.docker/config.json on every jetson',
      { secret: 'ghp_R4nV8qT2mK9xL5wZ7cJ3hP6bY1dF0sG2uA8e' },
    ),
    m(
      'secret-pnoz-de',
      'note',
      'Das PNOZmulti-Projekt im Configurator ist passwortgeschützt, PW: Sich3rh31t_3691-4 — ändern dürfen dort nur Kenji und Anja, bitte nicht weitergeben.',
      { secret: 'Sich3rh31t_3691-4' },
    ),
    m(
      'secret-grafana-erfurt',
      'note',
      'grafana erfurt (http://edge01.erfurt.lagerwerk.net:3000) login admin / Rostbratwurst#Erf42 until we get SSO on the edge boxes',
      { secret: 'Rostbratwurst#Erf42' },
    ),
    m(
      'secret-pg-dsn',
      'fact',
      'FM .env on erfurt edge01: DATABASE_URL=postgresql+asyncpg://fleet_app:Zt5pWq8nRc2Lx7Hv@edge01.erfurt.lagerwerk.net:5432/kestrel_fleet',
      { secret: 'Zt5pWq8nRc2Lx7Hv' },
    ),
    m(
      'secret-jetson-it',
      'note',
      'se devi entrare su un robot senza chiave ssh: utente kestrel, password Orin!Magazzino77, poi sudo. Anja vuole toglierla col prossimo OTA',
      { secret: 'Orin!Magazzino77' },
    ),
    m(
      'secret-aws-bags',
      'fact',
      'long-term bag archive in the office s3: aws_access_key_id = AKIA5QX7RZ3MJN2KWL4T, aws_secret_access_key = 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, region eu-central-1, bucket lw-kestrel-bags',
      { secret: 'k9Vq3Lm+Zt7Rw2Yx5Np8Hs4Jd6Fb1Gc0Ae/TuQiO' },
    ),
    m(
      'secret-slack-hook',
      'fact',
      'grafana contact point robots-oncall posts into #kestrel-alerts via https://hooks.slack.com/services/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',
      { secret: 'https://hooks.slack.com/services/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' },
    ),
    m(
      'secret-keysafe-pin',
      'note',
      'e-stop reset keys are in the key safe next to the charger wall in hall B, code 730419 (changed after the audit). put them back!!',
      { secret: '730419' },
    ),
    m(
      'secret-ngc-key',
      'fact',
      "the tensorrt base layer comes from nvcr.io, `docker login nvcr.io -u '$oauthtoken' -p nvapi-x7Kp2Qm9Rv4Lt8Wn3Zc6Hb1Jd5Fs0GyAeUoTiRqPlMnBvCxZ8kD3hE5gJ7` on the orin-builder runner",
      { secret: 'nvapi-x7Kp2Qm9Rv4Lt8Wn3Zc6Hb1Jd5Fs0GyAeUoTiRqPlMnBvCxZ8kD3hE5gJ7' },
    ),
  ],
  sessions: [
    {
      id: 'ros2-warehouse-robots-session-1',
      age: 4,
      turns: [
        said(
          'morning. ticket KES-1432: ops wants to close an aisle temporarily from the FM UI (spill, rack repair, forklift parked, whatever). first look at fleet_manager/app/traffic/ and tell me how lane edges are stored right now',
        ),
        replied(
          'On map activation, activation.py loads lanes.geojson into lane_edges (id, site_id, map_version, from_node, to_node, one_way, length_m, geom). Reservations live in lane_reservations with a TTL, and router.py runs a Dijkstra over lane_edges weighted by length / max speed. There is no blocked/closed state on edges today.',
        ),
        said(
          'ok. so the idea: closing an aisle only marks the lane edges as blocked in the FM. we do NOT regenerate keepout masks or push a new map bundle for that — bundles are for real layout changes. the robots avoid it simply because the FM never routes them through a blocked edge',
          { key: 's-closure-lane-block', type: 'decision' },
        ),
        replied(
          'Makes sense. I could add a nullable blocked_by_closure_id column on lane_edges, or a separate closures table. Which do you prefer?',
        ),
        said(
          'separate table zone_closures (id, site_id, edge_ids int[], reason, closed_by, closed_at, reopened_by, reopened_at). rows are never deleted and never updated except filling the reopen fields, ops mgmt wants to see who closed what and when. reason and closed_by are mandatory, no anonymous closures',
          { key: 's-closure-audit', type: 'constraint' },
        ),
        replied(
          'Created alembic revision 20250814_zone_closures with a CHECK that reason is non-empty and a partial index on (site_id) WHERE reopened_at IS NULL. What should happen to robots that are already on or heading through a closed edge?',
        ),
        said(
          'hm good question. robots already ON the edge just finish it. robots that have it later on their route get re-routed. the pick mission itself stays, we never cancel a pick mission because of a closure. if there is no route at all the mission goes to state `blocked` and waits',
          { key: 's-closure-reroute', type: 'decision' },
        ),
        replied(
          'Implemented in app/traffic/closures.py: on close we find active routes containing any closed edge beyond the current one, call router.plan() from the next node, and set MissionState.BLOCKED where no path exists. Blocked missions are re-planned when a closure is reopened.',
        ),
        said('what does router.plan do if the start node is itself on a blocked edge?'),
        replied(
          'It treats the edge the robot is currently on as traversable because the robot already holds its reservation; only edges after it are filtered. I added a test for that case.',
        ),
        said('fine. and how do the robots find out?'),
        replied(
          'Option: publish a new MQTT message to the robots so the BT can skip blocked edges locally, or push an updated keepout layer. I can draft the schema.',
        ),
        said(
          'robots dont need to know, they only follow routes from the FM. but the UI tablets and the second FM instance do (erfurt runs two for failover): publish the current closure set retained on kestrel/<site>/zones/closures, so whatever (re)connects gets the state immediately',
          { key: 's-closures-retained', type: 'convention' },
        ),
        replied(
          'Done: zone_closures.v1.json schema (v, ts, closures[]) in fleet_interfaces/mqtt_schemas, published retained with QoS 1 on every close/reopen and on FM startup.',
        ),
        said('for now just hardcode site=venlo in the UI call, Priya builds the site selector next sprint'),
        replied('OK, hardcoded with a TODO(KES-1432) comment.'),
        said('tests?'),
        replied(
          'Wrote fleet_manager/tests/traffic/test_closures.py with a generated 5x5 grid graph fixture: close, reroute, blocked, reopen.',
        ),
        said(
          'pls no generated grids. traffic tests always run on the real fixture tests/fixtures/lanes/venlo_b_v14.geojson — the random grids never had the one-way edges and dead ends that break things in real life',
          { key: 's-traffic-fixture', type: 'convention' },
        ),
        replied(
          'Switched to the venlo_b_v14 fixture: 14 tests, 2 fail, both around the one-way edge 118 -> 119.',
        ),
        said('interesting, show me the failing one'),
        replied(
          'test_reroute_around_closed_aisle_17: after closing aisle 17 the router returns a path that traverses edge 118->119 in reverse, because plan() is called with allow_reverse=True for reroutes.',
        ),
        said(
          'yep thats the bug ops reported in june. one-way edges are never ever traversed backwards, also not for re-routes. remove that allow_reverse param from router.py completely, not just the default',
          { key: 's-oneway-edges', type: 'constraint' },
        ),
        replied('Removed allow_reverse from router.plan() and its two call sites; all 14 tests green.'),
        said('ops also asked if closures could expire, like auto-reopen after x hours?'),
        replied(
          'We could add an optional expires_at and a periodic task in the FM that reopens expired closures with reopened_by="system".',
        ),
        said(
          'no. closures are only reopened by a human in the UI, no timers. a spill isnt cleaned because a timer ran out. leave it out and tell ops that if they ask again',
          { key: 's-no-auto-reopen', type: 'decision' },
        ),
        replied('OK, no expiry. I noted it in the PR description.'),
        said(
          'to try it against the venlo staging broker: user fm_dev pass Lx9#tQ2vRm8w, its the dev one anyway',
          { secret: 'Lx9#tQ2vRm8w' },
        ),
        replied(
          'Used it only for a manual mosquitto_sub check from the terminal, not written to any file. The retained closure message shows up right after connecting.',
        ),
        said('cool. add a counter for closures to prometheus too'),
        replied(
          'Added kestrel_fm_zone_closures_total{site} (counter) and kestrel_fm_zone_closures_active{site} (gauge) in app/metrics.py.',
        ),
        said(
          'and every close/reopen also goes into the FM event log (events table) as ZONE_CLOSED / ZONE_REOPENED. the shift supervisors live in that log — in general every operator action in the FM writes an event there, not only closures',
          { key: 's-operator-events', type: 'convention' },
        ),
        replied(
          'Done via events.record() in services/closures.py, with operator, site and edge ids in the payload.',
        ),
        said('danke! open the PR, Priya reviews. and remind me the hardcoded venlo has to go before merge'),
        replied(
          'Opened PR #812 "KES-1432 zone closures", reviewer Priya, with a checklist item for the hardcoded site.',
        ),
      ],
    },
  ],
  prompts: [
    // ---------------------------------------------------------------- ROS / build
    p(
      'rebased on main and now @ros/src/fleet_drivers/src/scan_merger.cpp fails: `fatal error: tf2_geometry_msgs/tf2_geometry_msgs.h: No such file or directory`. fix pls',
      ['ros-jazzy'],
    ),
    p(
      'I need libmodbus in fleet_safety for the new register reader. I added `RUN apt-get install -y libmodbus-dev` to deploy/docker/robot.Dockerfile, is that ok or is there a better way?',
      ['rosdep-only', 'safety-review'],
    ),
    p(
      'kr_017 logs `cyclonedds: failed to increase socket receive buffer size to at least 10485760 bytes, current is 212992 bytes` since the jetson was reflashed. and scan drops frames.',
      ['cyclone-config'],
    ),
    p(
      'the fleet manager needs /kr_014/battery_state for the charging dashboard. simplest is probably an rclpy subscriber in the FM container with ROS_DOMAIN_ID=42, right?',
      ['mqtt-bridge', 'mqtt-topics'],
    ),
    p(
      'add a `battery_temp_c` float field to fleet_interfaces/msg/RobotState.msg and make fleet_bridge forward it to the FM in the state payload',
      ['interfaces-frozen', 'mqtt-topics'],
    ),
    p(
      'new node fleet_nav/src/conveyor_handshake.cpp for the conveyor hand-off at the packing station. it subscribes to `/conveyor/ready` and publishes `/conveyor/request`. I create the subs and a 10Hz timer in the constructor, can you review @ros/src/fleet_nav/src/conveyor_handshake.cpp',
      ['lifecycle-nodes', 'namespacing'],
    ),
    p(
      'Kannst du für den Box-Filter der Hubmast-Beine (laser_filters) einen eigenen Node mit main() in fleet_drivers anlegen und in drivers.launch.py starten?',
      ['components-ipc'],
    ),
    p(
      "my new node subscribes to scan with a default rclcpp::QoS(10) and never gets a single message, but `ros2 topic echo /kr_003/scan` prints data fine. what's going on",
      ['qos-profiles', 'namespacing'],
    ),

    // ---------------------------------------------------------------- Nav2
    p(
      'robots oscillate again in the 1.4m aisles in erfurt hall C since the last param change. can you check the controller section in ros/src/fleet_bringup/config/kr200/nav2.yaml',
      ['mppi-controller', 'footprint'],
    ),
    p(
      "kr_022 aborts with 'Failed to make progress' in aisle 3 whenever pickers walk around it. can we just raise vx_min / push the controller harder so it doesn't get that slow?",
      ['ssm-slowdown', 'safety-not-ros'],
    ),
    p(
      'Neue Pick-Zone in Halle B, Gänge 30–32 sollen auf 0,5 m/s begrenzt werden. Wo und wie trage ich das ein?',
      ['speed-limits', 'costmap-filters', 'map-bundle'],
    ),
    p(
      'add a BT condition node IsBatteryLow to fleet_nav_bt so a robot goes to its dock by itself when the battery gets low',
      ['bt-v4', 'docking', 'battery-charge-25', 'battery-charge-30'],
    ),
    p(
      'for the customer demo in venlo tomorrow could you take WaitForLaneReservation out of navigate_pick.xml? robots wait way too long at the crossings and it looks bad',
      ['lane-reservation'],
    ),

    // ---------------------------------------------------------------- safety
    p(
      'write a service in fleet_safety so the FM can switch the nanoScan3 to the docking field set early, docking would be way faster',
      ['field-sets', 'safety-not-ros', 'safety-review'],
    ),
    p(
      'ops wants a "Reset E-Stop" button in the FM UI next to each robot. can you do the backend endpoint + wire it to the robot?',
      ['estop-no-autoresume', 'safety-not-ros'],
    ),
    p('add a prometheus counter for protective stops per robot in fleet_metrics, with the reason', [
      'metrics-naming',
      'safety-state-topic',
      'monitoring',
    ]),

    // ---------------------------------------------------------------- sensors / perception
    p(
      'voxel layer on kr_005 is empty since the camera swap, nav2.yaml has `topic: camera/depth/color/points` for the obstacle source',
      ['orbbec', 'namespacing'],
    ),
    p(
      'the pallet detector on the new robot kr_036 crashes with `Serialization assertion ... plan file is not compatible`. I copied the .engine from kr_003 to save time',
      ['detector'],
    ),
    p(
      'when the detector confidence is between 0.3 and 0.5 can we save the camera frame and upload it to the minio blackbox bucket? would be great training data',
      ['camera-gdpr', 'blackbox-bags'],
    ),

    // ---------------------------------------------------------------- firmware
    p(
      'hey can you pls add a motor temperature publisher to firmware/motor_ctrl/Core/Src/uros_app.c, Float32MultiArray at 5 Hz on motor/temps',
      ['uros-static', 'firmware-build', 'hil-bench'],
    ),
    p(
      'micro_ros_agent on kr_012 exits with `Serial port not found /dev/ttyACM0` after the update, robot does not move',
      ['uros-udp'],
    ),
    p('kr_009 spins in place since last nights OTA, odometry looks like the left wheel turns twice as fast', [
      'kr009-encoder',
      'param-layout',
    ]),
    p(
      'the PID tweak for the left wheel is literally one constant, just flash it to all venlo robots tonight via OTA, skip the bench this time',
      ['hil-bench', 'ota-rules'],
    ),

    // ---------------------------------------------------------------- fleet manager
    p(
      'orders for aisles 50+ in hall B sit for 3-4 minutes while robots idle at the other end. look at fleet_manager/app/dispatch/ pls',
      ['dispatch-hungarian'],
    ),
    p(
      'ops wants GET /robots/{id}/pose_history?from=&to= to replay where a robot drove during an incident. just store every pose message we get from MQTT in a new table',
      ['pose-not-postgres', 'blackbox-bags'],
    ),
    p(
      'the EWM guys want `assigned_robot` in the GET /api/v1/orders/{id} response, optional field so it cant break anything, can you add it',
      ['api-v1-frozen'],
    ),
    p(
      'fleet manager tests take 3 min now because of testcontainers. ok if I switch conftest.py to sqlite+aiosqlite?',
      ['fm-tests'],
    ),
    p(
      'traffic deadlock at the aisle 12 crossing in venlo again, two robots nose to nose. FLEET_BRIDGE_POSE_HZ is still 2 there, should we change it?',
      ['pose-rate-5hz', 'pose-rate-2hz'],
    ),
    p(
      'ops wants closures to reopen automatically at 22:00 when the night shift starts, add a scheduler for that',
      ['s-no-auto-reopen', 's-closure-audit'],
    ),
    p(
      'when an aisle gets closed, could we also push a keepout mask to the robots so nav2 avoids it locally? feels safer',
      ['s-closure-lane-block', 'costmap-filters', 'map-bundle'],
    ),
    p(
      'router in erfurt reroutes through one-way edge 211->210 backwards after a closure. add a flag so reverse is allowed only for reroutes and only when nothing else exists?',
      ['s-oneway-edges'],
    ),
    p('add a "force reassign mission" action for supervisors in the FM: endpoint + service. keep it small', [
      's-operator-events',
      'fm-layout',
    ]),
    p('write tests for the new intersection priority logic in fleet_manager/app/traffic/intersections.py', [
      's-traffic-fixture',
      'fm-tests',
    ]),

    // ---------------------------------------------------------------- sim, CI, deploy, ops
    p(
      'after deploying v2025.6.1 in erfurt all nav2 nodes hang at startup, log says waiting for /clock. on my laptop in sim it works',
      ['use-sim-time'],
    ),
    p(
      'add a gazebo scenario with two robots meeting at a crossing and run it on every PR so we catch deadlocks early',
      ['sim-tests-nightly', 'gazebo-harmonic'],
    ),
    p('build the robot image and push it as :latest so kr_001 picks it up tonight', [
      'docker-images',
      'ota-rules',
    ]),
    p(
      'Jetson on kr_019 is thermal throttling, tegrastats shows CPU at 98C in the afternoon. what nvpmodel are we supposed to run?',
      ['jetson-25w', 'jetson-maxn'],
    ),
    p('Wie komme ich an die Bags vom Schutzstopp von kr_015 gestern um 14:30?', ['blackbox-bags']),
    p(
      'we are adding kr_037 to erfurt next week. what do I need to set up so it gets its calibration and can talk to the FM?',
      ['robot-id-format', 'param-layout', 'fm-auth'],
    ),

    // ---------------------------------------------------------------- no memory needed
    p('whats the difference between a MutuallyExclusive and a Reentrant callback group in rclcpp?', []),
    p('quick: how do I get yaw from a geometry_msgs Quaternion in C++ with tf2?', []),
    p('thx, works now', []),
    p('how do I undo my last git commit but keep the changes staged?', []),
    p('wie formatiere ich in python ein datetime als ISO 8601 mit Millisekunden und Z am Ende?', []),
    p('rename `tmp` to `reservation_deadline` in this function', []),
    p('what does std::span give me over passing pointer + size?', []),
    p("¿qué significa 'undefined reference to vtable for ...' en C++ y cómo se arregla?", []),
    p('explain PID anti-windup in 3 sentences', []),
    p('write a regex that matches valid ROS 2 topic names', []),
  ],
});
