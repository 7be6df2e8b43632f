// A research group's CFD solver ("Aquila"): C++20 + legacy Fortran kernels, MPI/OpenMP, Kokkos (CUDA/HIP), PETSc,
// HDF5/XDMF, Spack, pybind11 post-processing, Slurm on Leonardo + an in-house MI210 cluster, GitLab CI regression.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'cfd-solver-hpc',
  stack:
    'C++20 core + Fortran 2008 legacy kernels, MPI + OpenMP, Kokkos 4.3 (CUDA / HIP / OpenMP backends), PETSc 3.21, parallel HDF5 + XDMF, CMake presets + Spack environments, Python 3.11 (pybind11, numpy, h5py, xarray, pytest), Slurm (CINECA Leonardo Booster + in-house MI210 cluster), GitLab CI regression suite, Doxygen + Sphinx',
  memories: [
    m(
      'build-make',
      'fact',
      'build on leonardo: module load nvhpc/23.1 openmpi petsc hdf5, then `make -f Makefile.leonardo ARCH=cuda -j 8`. binary ends up in bin/aquila_cuda',
      {
        files: ['Makefile.leonardo'],
        age: 760,
        tags: ['build', 'make', 'leonardo'],
      },
    ),
    m(
      'build-cmake',
      'decision',
      'Makefile.leonardo non esiste più, si compila solo con cmake e i preset: `cmake --preset leonardo-cuda && cmake --build --preset leonardo-cuda -j 16`. preset in CMakePresets.json: leonardo-cuda, tramontana-hip, dev-openmp, dev-debug (ASan+UBSan). build dir = build/<preset>.',
      {
        fact: 'build system | is | CMake presets',
        supersedes: 'build-make',
        age: 420,
        canonical: true,
        files: ['CMakePresets.json', 'CMakeLists.txt'],
        tags: ['build', 'cmake', 'presets'],
      },
    ),
    m(
      'deps-modules',
      'fact',
      'deps on leonardo come from the CINECA module tree: module load petsc/3.18--openmpi--4.1.4--nvhpc--23.1 hdf5/1.12.2--openmpi--4.1.4--nvhpc--23.1 (see scripts/env_leonardo.sh)',
      {
        files: ['scripts/env_leonardo.sh'],
        age: 700,
        tags: ['dependencies', 'modules', 'leonardo'],
      },
    ),
    m(
      'spack-env',
      'decision',
      'We stopped relying on the CINECA modules after the November maintenance quietly rebuilt PETSc under the same module name with different configure options (three weeks of subtly wrong pressure fields before anyone noticed). All dependencies now come from Spack environments committed in spack/envs/<machine>/spack.yaml together with spack.lock. Run `spack env activate spack/envs/leonardo` (or tramontana / dev) before cmake.',
      {
        fact: 'dependencies | managed_by | Spack environments',
        supersedes: 'deps-modules',
        age: 300,
        canonical: true,
        files: ['spack/envs'],
        reason: 'module tree changed underneath us',
        tags: ['spack', 'dependencies', 'environment'],
      },
    ),
    m(
      'kokkos-arch',
      'fact',
      'Kokkos 4.3 is built per machine in the spack envs: Kokkos_ARCH_AMPERE80 + CUDA 12.3 through nvcc_wrapper with gcc 12.2 host (leonardo-cuda), Kokkos_ARCH_AMD_GFX90A with ROCm 6.0 hipcc (tramontana-hip), Kokkos_ARCH_A64FX OpenMP-only on Fugaku. One binary per backend, the execution space is fixed at compile time.',
      {
        files: ['spack/envs', 'CMakePresets.json'],
        tags: ['kokkos', 'cuda', 'hip', 'a64fx', 'build'],
      },
    ),
    m(
      'spack-add-dep',
      'convention',
      'new third-party dependency = add it to all three spack.yaml (leonardo, tramontana, dev), regenerate the spack.lock files in the same MR and add the find_package() to cmake/Dependencies.cmake. No FetchContent and no git submodules for anything that is not header-only.',
      {
        files: ['spack/envs', 'cmake/Dependencies.cmake'],
        tags: ['spack', 'dependencies', 'cmake'],
      },
    ),
    m(
      'cxx17',
      'constraint',
      'C++17 max in src/core: nvcc 11.4 on leonardo chokes on C++20, so no concepts / ranges.',
      {
        age: 640,
        tags: ['c++17', 'nvcc', 'language'],
      },
    ),
    m(
      'cxx20',
      'convention',
      'The core is compiled as C++20 now that CUDA 12.3 and ROCm 6 handle it. Concepts and std::span are fine, also inside KOKKOS_FUNCTIONs; std::ranges only in host code; no C++20 modules and no std::format anywhere in src/core (Fugaku).',
      {
        fact: 'core | language standard | C++20',
        supersedes: 'cxx17',
        age: 260,
        files: ['CMakeLists.txt'],
        tags: ['c++20', 'language', 'concepts'],
      },
    ),
    m(
      'fugaku',
      'fact',
      '富岳(A64FX)では Fujitsu コンパイラ FCC の clang モード(-Nclang)でビルドしています。Kokkos は OpenMP バックエンドのみ。std::format と <source_location> はまだ使えないので core では使わないでください。— Kenji',
      {
        tags: ['fugaku', 'a64fx', 'fujitsu', 'compiler'],
      },
    ),
    m(
      'warnings',
      'convention',
      '-Wall -Wextra -Wpedantic -Werror on our own C++ in CI (dev-openmp preset); third-party headers (PETSc, HDF5, Kokkos) are included as SYSTEM so they do not trip it. Fortran gets -std=f2008 -fimplicit-none -Wall, no -Werror.',
      {
        files: ['cmake/CompilerFlags.cmake'],
        tags: ['warnings', 'werror', 'ci', 'compiler'],
      },
    ),
    m(
      'format',
      'convention',
      '.clang-format (LLVM base, 100 cols) for C++, fprettify for src/legacy/*.f90, ruff format for python/. pre-commit runs all three and the CI `format` job fails on any diff.',
      {
        files: ['.clang-format', '.pre-commit-config.yaml'],
        tags: ['format', 'clang-format', 'fprettify', 'ruff', 'ci'],
      },
    ),
    m(
      'cuda-kernels',
      'decision',
      'GPU path = hand-written CUDA in src/gpu/*.cu (flux_kernels.cu, gradients.cu, halo_pack.cu) launched from the driver behind #ifdef AQUILA_USE_CUDA.',
      {
        files: ['src/gpu'],
        age: 680,
        tags: ['cuda', 'gpu', 'kernels'],
      },
    ),
    m(
      'kokkos-only',
      'decision',
      'src/gpu/ was deleted with v3.0. Every device kernel is Kokkos (parallel_for / parallel_reduce / TeamPolicy), so one source builds for CUDA, HIP and OpenMP. No new .cu/.hip files and no raw cudaMalloc/hipMalloc; if something really needs vendor code it goes behind src/core/backend/ with both a CUDA and a HIP implementation.',
      {
        fact: 'gpu kernels | written_in | Kokkos',
        supersedes: 'cuda-kernels',
        age: 350,
        canonical: true,
        files: ['src/core', 'src/core/backend'],
        reason: 'HIP for tramontana without a second codebase',
        tags: ['kokkos', 'gpu', 'cuda', 'hip', 'portability'],
      },
    ),
    m(
      'kokkos-views',
      'convention',
      'Device data lives in Kokkos::View<..., aquila::DeviceMem>. Host mirrors (create_mirror_view + deep_copy) only at the I/O and Python boundaries. Never index a device View from host code: it works on the OpenMP backend and segfaults on CUDA/HIP.',
      {
        files: ['src/core/memory.hpp'],
        tags: ['kokkos', 'view', 'deep_copy', 'memory'],
      },
    ),
    m(
      'layout-fortran',
      'constraint',
      'Arrays handed to the Fortran kernels must be Kokkos::LayoutLeft host views (column-major). The Fortran side is 1-based and declares q(nvars, ncells); the C++ wrapper passes nvars and ncells explicitly. Never pass the LayoutRight device state view directly.',
      {
        files: ['src/core/legacy_bridge.cpp'],
        tags: ['fortran', 'layout', 'column-major', 'kokkos'],
      },
    ),
    m(
      'fortran-bindc',
      'convention',
      'Fortran <-> C++ only through ISO_C_BINDING: bind(C, name=\'aq_roe_flux\') in src/legacy/interfaces/*.f90, prototypes in include/aquila/legacy/kernels.h. No extern "C" roe_flux_ trailing-underscore hacks, no hidden character-length arguments.',
      {
        files: ['src/legacy/interfaces', 'include/aquila/legacy/kernels.h'],
        tags: ['fortran', 'iso_c_binding', 'interop'],
      },
    ),
    m(
      'fortran-frozen',
      'constraint',
      "I kernel Fortran in src/legacy/ (roe_flux.f90, turb_sa.f90, wall_law.f90) sono validati contro i risultati pubblicati (JCP 2019). La numerica non si rifattorizza: solo bug fix, e ogni fix va con un run completo di regressione e l'ok di Chiara.",
      {
        canonical: true,
        reaffirm: 10,
        files: ['src/legacy'],
        tags: ['fortran', 'legacy', 'validation', 'numerics'],
      },
    ),
    m(
      'kokkos-fence-mpi',
      'constraint',
      'Before any MPI call that gets a device pointer, fence the execution space that produced the data (exec.fence() or Kokkos::fence()). Kernels are asynchronous and CUDA-aware MPI will happily send a half-written buffer. Halo exchange is in src/core/parallel/halo.cpp (persistent requests, 1 ghost layer, 2 for the 4th-order scheme).',
      {
        reaffirm: 15,
        files: ['src/core/parallel/halo.cpp'],
        tags: ['mpi', 'kokkos', 'fence', 'halo', 'gpu-aware'],
      },
    ),
    m(
      'gpu-aware-mpi',
      'fact',
      'CUDA-aware MPI on Leonardo (OpenMPI 4.1 + UCX): halo buffers go to MPI as device pointers. On tramontana GPU-aware MPI with ROCm gave silent corruption, so the tramontana-hip preset sets AQUILA_GPU_AWARE_MPI=OFF and halos are staged through pinned host buffers.',
      {
        files: ['CMakePresets.json', 'src/core/parallel/halo.cpp'],
        tags: ['mpi', 'gpu-aware', 'ucx', 'tramontana', 'leonardo'],
      },
    ),
    m(
      'gpu-aware-claim',
      'fact',
      'ojo: en tramontana el MPI gpu-aware ya funciona bien desde que pasamos a ROCm 6.0 + UCX 1.15, no hace falta el staging por host, se puede poner AQUILA_GPU_AWARE_MPI=ON tranquilamente',
      {
        disputes: 'gpu-aware-mpi',
        tags: ['mpi', 'gpu-aware', 'tramontana', 'rocm'],
      },
    ),
    m(
      'incident-nan-halo',
      'incident',
      'Jan 2026, Leonardo 128 nodes: NaNs after ~40k steps in jet_m09, never on CPU. Cause: the pack_halo kernel was still running when MPI_Isend read the device buffer (fence lost in the GPU-aware MPI refactor). Fixed in src/core/parallel/halo.cpp, regression test tests/mpi/test_halo_async.cpp runs with 4 ranks.',
      {
        files: ['src/core/parallel/halo.cpp', 'tests/mpi/test_halo_async.cpp'],
        tags: ['incident', 'nan', 'halo', 'mpi', 'gpu'],
      },
    ),
    m(
      'comm-world',
      'constraint',
      'Library code never uses MPI_COMM_WORLD directly: take the communicator from aquila::Context::comm(). In coupled aero-acoustic runs (with the FW-H solver) the world communicator is split and a collective on WORLD deadlocks.',
      {
        canonical: true,
        files: ['src/core/context.hpp'],
        tags: ['mpi', 'communicator', 'coupling'],
      },
    ),
    m(
      'ids-64',
      'constraint',
      'Global ids (cells, faces, nodes) are std::int64_t / PetscInt; PETSc is built --with-64-bit-indices. Local ids inside a rank are int32. Leonardo meshes already exceed 2^31 faces: never narrow a global id to int.',
      {
        files: ['src/core/mesh'],
        tags: ['int64', 'ids', 'mesh', 'petsc'],
      },
    ),
    m(
      'poisson-hypre',
      'decision',
      'pressure poisson: KSP CG + hypre BoomerAMG (-pc_type hypre -pc_hypre_type boomeramg -pc_hypre_boomeramg_strong_threshold 0.5)',
      {
        files: ['src/core/linsolve/poisson.cpp'],
        age: 520,
        tags: ['petsc', 'hypre', 'poisson', 'preconditioner'],
      },
    ),
    m(
      'poisson-gamg',
      'decision',
      'Desde la v3.2 la presión se resuelve con CG + GAMG de PETSc (-pc_type gamg -pc_gamg_agg_nsmooths 1 -mg_levels_ksp_type chebyshev, -mat_type aijkokkos -vec_type kokkos). Quitamos hypre porque compilarlo con HIP en tramontana no había manera, y GAMG con Kokkos corre en GPU en las dos máquinas.',
      {
        fact: 'pressure solver | preconditioner | PETSc GAMG',
        supersedes: 'poisson-hypre',
        age: 230,
        files: ['src/core/linsolve/poisson.cpp'],
        reason: 'hypre HIP build on tramontana',
        tags: ['petsc', 'gamg', 'poisson', 'preconditioner', 'gpu'],
      },
    ),
    m(
      'petsc-opts',
      'convention',
      'PETSc options come from the [petsc] table of case.toml, with a prefix per solver (pressure_, implicit_). No PetscOptionsSetValue hardcoded in C++. -ksp_max_it is always set (default 500) and a KSP that does not converge aborts the run with the residual history in the log.',
      {
        files: ['src/core/linsolve', 'src/core/config'],
        tags: ['petsc', 'options', 'ksp', 'case.toml'],
      },
    ),
    m(
      'petsc-init',
      'convention',
      'Init order is owned by aquila::Runtime: MPI_Init_thread(MPI_THREAD_FUNNELED) -> Kokkos::initialize -> PetscInitialize (PETSc is told MPI is already up); finalize in reverse. Nobody else calls PetscInitialize, the pybind module included: it goes through aquila::Runtime too.',
      {
        files: ['src/core/runtime.cpp'],
        tags: ['petsc', 'kokkos', 'mpi', 'initialization'],
      },
    ),
    m(
      'incident-budget-burn',
      'incident',
      'Sept 2025: a 64-node run sat 22 h in a pressure solve that never converged (no -ksp_max_it, rtol unreachable on a bad mesh) and burnt ~1400 node-hours. Since then -ksp_max_it is mandatory and the driver aborts on KSP_DIVERGED_ITS.',
      {
        tags: ['incident', 'petsc', 'budget', 'hang'],
      },
    ),
    m(
      'scheme',
      'fact',
      'Aquila = 2nd-order cell-centred finite volume on unstructured hex/prism meshes. Compressible: explicit SSP-RK3, Roe flux (Fortran) + Ducros sensor. Low-Mach: fractional step with a PETSc pressure Poisson. Optional 4th-order kinetic-energy-preserving skew-symmetric convection on hex meshes.',
      {
        tags: ['numerics', 'finite-volume', 'rk3', 'roe'],
      },
    ),
    m('cfl-1', 'constraint', 'CFL_max = 1.0 for SSP-RK3; dt from the global min every step.', {
      files: ['src/core/time/cfl.hpp'],
      age: 480,
      tags: ['cfl', 'time-step', 'rk3'],
    }),
    m(
      'cfl-07',
      'constraint',
      'CFL_max lowered to 0.7 (was 1.0) for RK3 after the channel Re_tau=2000 blow-ups on the stretched wall-normal mesh; 0.5 when the 4th-order skew-symmetric scheme is on. Default lives in src/core/time/cfl.hpp and case.toml can only lower it, never raise it.',
      {
        supersedes: 'cfl-1',
        age: 160,
        canonical: true,
        files: ['src/core/time/cfl.hpp'],
        tags: ['cfl', 'time-step', 'rk3', 'stability'],
      },
    ),
    m(
      'sgs-smag',
      'fact',
      'modello SGS di default: Smagorinsky statico, Cs = 0.17, con damping di van Driest a parete',
      {
        age: 560,
        files: ['src/core/turb/sgs.cpp'],
        tags: ['les', 'sgs', 'smagorinsky'],
      },
    ),
    m(
      'sgs-wale',
      'decision',
      'il default SGS adesso è WALE (Cw = 0.5): niente van Driest da gestire e va meglio nel transizionale. Smagorinsky resta con sgs.model = "smagorinsky", il dinamico con "dynamic" (filtro test box).',
      {
        fact: 'LES default SGS model | is | WALE',
        supersedes: 'sgs-smag',
        age: 200,
        files: ['src/core/turb/sgs.cpp'],
        tags: ['les', 'sgs', 'wale'],
      },
    ),
    m(
      'wall-model',
      'fact',
      'Equilibrium wall model (Kenji\'s implementation): src/legacy/wall_law.f90 wrapped by src/core/bc/wall_model.cpp. Exchange location = 3rd cell off the wall, Reichardt law inverted with Newton; case key wall_model.type = "equilibrium".',
      {
        files: ['src/core/bc/wall_model.cpp', 'src/legacy/wall_law.f90'],
        tags: ['wall-model', 'les', 'bc'],
      },
    ),
    m(
      'nondim',
      'convention',
      'The solver works non-dimensional (L_ref, U_ref, rho_ref, T_ref from [reference] in case.toml). Everything in the HDF5 files is non-dimensional; conversion to SI happens only in python/aquila/post/units.py. Never mix the two.',
      {
        files: ['python/aquila/post/units.py'],
        tags: ['units', 'nondimensional', 'post-processing'],
      },
    ),
    m(
      'double-state',
      'constraint',
      'Solver state and every reduction (residual norms, dt, integrals) in double. No -ffast-math and no --use_fast_math on the core: it breaks the NaN checks in the Roe entropy fix.',
      {
        files: ['cmake/CompilerFlags.cmake'],
        tags: ['precision', 'double', 'fast-math'],
      },
    ),
    m(
      'fp-determinism',
      'fact',
      'GPU runs are not bitwise reproducible (atomic adds in the face-to-cell flux scatter, reduction order). CPU serial is bitwise reproducible for a given build; CPU MPI is reproducible for a fixed rank count.',
      {
        tags: ['reproducibility', 'gpu', 'atomics', 'regression'],
      },
    ),
    m(
      'determinism-claim',
      'fact',
      'gpu results are deterministic now, Marc replaced the atomics with face colouring, so the cuda/hip regression jobs could use the cpu tolerances',
      {
        disputes: 'fp-determinism',
        tags: ['reproducibility', 'gpu', 'regression'],
      },
    ),
    m(
      'stats-welford',
      'convention',
      'Turbulence statistics (means, Reynolds stresses, budgets) are accumulated in-situ with Welford updates in src/core/stats/ and stored in the restart file, so averaging continues across restarts. Not computed post-hoc from snapshots.',
      {
        files: ['src/core/stats'],
        tags: ['statistics', 'welford', 'restart'],
      },
    ),
    m(
      'bc-registry',
      'convention',
      'New boundary condition = class deriving aquila::bc::Boundary in src/core/bc/, registered with AQUILA_REGISTER_BC("name", Class), plus a unit test in tests/unit/bc/ and an entry in docs/sphinx/user/boundary_conditions.rst.',
      {
        files: ['src/core/bc', 'tests/unit/bc'],
        tags: ['bc', 'boundary-conditions', 'registry'],
      },
    ),
    m(
      'case-namelist',
      'fact',
      'case parameters: fortran namelist cases/<name>/case.nml (&numerics, &physics, &output), read by src/legacy/read_input.f90',
      {
        files: ['src/legacy/read_input.f90'],
        age: 600,
        tags: ['case', 'namelist', 'input'],
      },
    ),
    m(
      'case-toml',
      'convention',
      'case.nml is only read by `aquila-case convert-nml` nowadays. The solver takes cases/<name>/case.toml (toml++ in src/core/config/) and python/aquila/cases/schema.py (pydantic) validates it before submission. A new key goes in both places plus docs/sphinx/user/case_reference.rst.',
      {
        supersedes: 'case-namelist',
        age: 280,
        files: ['src/core/config', 'python/aquila/cases/schema.py', 'docs/sphinx/user/case_reference.rst'],
        tags: ['case', 'toml', 'config', 'pydantic'],
      },
    ),
    m(
      'mesh-import',
      'fact',
      'Meshes come from Pointwise as CGNS (gmsh .msh for simple boxes) and are converted once with `aquila-mesh import in.cgns -o mesh.h5` (python/aquila/mesh/). The solver only reads our own HDF5 mesh format.',
      {
        files: ['python/aquila/mesh'],
        tags: ['mesh', 'cgns', 'pointwise', 'gmsh'],
      },
    ),
    m(
      'mesh-license',
      'fact',
      'Pointwise: 2 floating seats on the FlexLM server lic-cfd.polimi.example:27005, shared with the aero group. Close the GUI when done; after a crash the seat stays checked out ~2h unless Davide runs lmremove.',
      {
        tags: ['pointwise', 'license', 'flexlm', 'mesh'],
      },
    ),
    m(
      'io-vtk',
      'fact',
      'output: one legacy .vtu per rank + a .pvtu master, written by src/io/vtk_writer.cpp every output_interval steps',
      {
        files: ['src/io/vtk_writer.cpp'],
        age: 720,
        tags: ['output', 'vtk', 'paraview'],
      },
    ),
    m(
      'io-hdf5',
      'convention',
      'The .pvtu writer is gone: a 4096-rank run produced 4096 files per snapshot and Lustre hated it. Output is parallel HDF5 with collective I/O, one file per snapshot out/<case>/sol_<step:07d>.h5 (fields under /fields/<name>), mesh written once to out/<case>/mesh.h5, plus an XDMF sidecar sol_<step:07d>.xmf with relative paths for ParaView/VisIt.',
      {
        fact: 'solution output | format | parallel HDF5 + XDMF',
        supersedes: 'io-vtk',
        age: 380,
        canonical: true,
        files: ['src/core/io/hdf5_writer.cpp', 'src/core/io/xdmf.cpp'],
        tags: ['output', 'hdf5', 'xdmf', 'paraview'],
      },
    ),
    m(
      'restart-files',
      'constraint',
      'Restart is not visualisation. Checkpoints: restart/chk_<step:07d>.h5 with conserved variables in float64 + stats accumulators + RNG state. Snapshots sol_*.h5 are float32 and must never be used to restart. The driver keeps the last 2 checkpoints and deletes older ones.',
      {
        files: ['src/core/io/restart.cpp'],
        tags: ['restart', 'checkpoint', 'hdf5', 'float32'],
      },
    ),
    m(
      'hdf5-locking',
      'constraint',
      'export HDF5_USE_FILE_LOCKING=FALSE in every job script: with locking on, the collective H5Fopen on the Leonardo Lustre hangs silently until walltime (twice in 2025).',
      {
        files: ['scripts/slurm/templates'],
        tags: ['hdf5', 'lustre', 'locking', 'hang', 'slurm'],
      },
    ),
    m(
      'lustre-stripe',
      'convention',
      'Before a big run: `lfs setstripe -c 16 -S 16M $CINECA_SCRATCH/aquila/<case>/out`. With the default stripe count of 1 a 50+ GB snapshot takes ~10x longer to write.',
      {
        tags: ['lustre', 'striping', 'io', 'leonardo'],
      },
    ),
    m(
      'leonardo',
      'fact',
      'Leonardo Booster (CINECA): 4x A100 64GB + 32-core Ice Lake per node. Partition boost_usr_prod, max walltime 24h, max 256 nodes per job. Debug QoS boost_qos_dbg: max 2 nodes, 30 min.',
      {
        fact: 'Leonardo boost_usr_prod | max walltime | 24h',
        tags: ['leonardo', 'slurm', 'a100', 'walltime'],
      },
    ),
    m('walltime-claim', 'fact', 'il walltime max su booster è 48h, non 24, basta chiederlo nello sbatch', {
      disputes: 'leonardo',
      tags: ['leonardo', 'walltime', 'slurm'],
    }),
    m(
      'leonardo-login',
      'fact',
      'CINECA login needs the 2FA SSH certificate from smallstep: `step ssh login <user> --provisioner cineca-hpc`, valid 12 h. login.leonardo.cineca.it; compute nodes have no outbound internet, so spack sources must be mirrored beforehand.',
      {
        tags: ['leonardo', 'ssh', '2fa', 'smallstep'],
      },
    ),
    m(
      'no-login-compute',
      'constraint',
      'Nothing heavy on the Leonardo login nodes (10 min CPU limit, processes get killed): builds with more than 4 jobs, regression runs and post-processing of full snapshots go through `srun -p lrd_all_serial` or a debug-QoS job.',
      {
        tags: ['leonardo', 'login-node', 'build', 'slurm'],
      },
    ),
    m(
      'budget-2025',
      'fact',
      'ISCRA-B project IscrB_AQUILA: 90k node-hours on Leonardo Booster until 2025-10-31',
      {
        age: 450,
        tags: ['budget', 'allocation', 'leonardo'],
      },
    ),
    m(
      'budget-2026',
      'fact',
      'ISCRA-B is over. We now run on EuroHPC Regular Access EHPC-REG-2025R03-117, Slurm account EUHPC_R03_117: 310k node-hours on Leonardo Booster, valid until 2026-09-30. Check `saldo -b` before big campaigns.',
      {
        fact: 'leonardo slurm account | is | EUHPC_R03_117',
        supersedes: 'budget-2025',
        age: 120,
        tags: ['budget', 'allocation', 'leonardo', 'eurohpc'],
      },
    ),
    m(
      'slurm-templates',
      'convention',
      'Job scripts are generated with `aquila-case submit <case> --machine leonardo --nodes N` from scripts/slurm/templates/*.sbatch.j2; do not hand-edit generated .sbatch files, change the template. GPU runs: 1 rank per GPU, --gpus-per-task=1, --cpus-per-task=8; CPU runs: 1 rank per NUMA domain, OMP_PLACES=cores OMP_PROC_BIND=close, OMP_NUM_THREADS=$SLURM_CPUS_PER_TASK.',
      {
        files: ['scripts/slurm/templates', 'python/aquila/cases/submit.py'],
        tags: ['slurm', 'sbatch', 'openmp', 'templates'],
      },
    ),
    m(
      'tramontana',
      'fact',
      'tramontana = our own GPU cluster at UPC Barcelona: 6 nodes, 4x AMD MI210 + 64-core EPYC each, ROCm 6.0, Slurm partition `mi210`, max 72h, no budget accounting. Used for development, the HIP port and CI GPU runners.',
      {
        fact: 'tramontana | gpus | AMD MI210',
        inferred: true,
        tags: ['tramontana', 'mi210', 'hip', 'cluster'],
      },
    ),
    m(
      'scratch-purge',
      'constraint',
      '$CINECA_SCRATCH on Leonardo: files not accessed for 40 days are deleted automatically, no backup. Anything worth keeping goes to the archive bucket with tools/archive_run.py the week the campaign ends.',
      {
        reaffirm: 30,
        tags: ['scratch', 'purge', 'leonardo', 'archive'],
      },
    ),
    m(
      'scratch-claim',
      'fact',
      "su leonardo lo scratch viene pulito dopo 60gg, non 40, c'è scritto nella user guide cineca",
      {
        disputes: 'scratch-purge',
        tags: ['scratch', 'purge', 'leonardo'],
      },
    ),
    m(
      'incident-purge',
      'incident',
      'Summer 2025: lost 3 months of channel Re_tau=1000 statistics (checkpoints + stats accumulators) to the scratch purge while everyone was on holiday; only the last snapshot was on $WORK. tools/archive_run.py exists because of this.',
      {
        files: ['tools/archive_run.py'],
        tags: ['incident', 'scratch', 'purge', 'data-loss'],
      },
    ),
    m(
      'archive',
      'fact',
      'Long-term archive: S3-compatible object storage (Ceph RGW at BSC), bucket aquila-runs, prefix <year>/<case>/<run_id>/. tools/archive_run.py uploads (rclone underneath) and registers the run in the results catalogue.',
      {
        files: ['tools/archive_run.py'],
        tags: ['archive', 's3', 'object-storage', 'rclone'],
      },
    ),
    m(
      'catalog',
      'fact',
      'Results catalogue: PostgreSQL 15 database aquila_catalog, table runs(run_id, case, git_sha, spack_lock_hash, machine, nodes, archive_uri, status). python/aquila/catalog.py is the only writer; everyone else reads via the catalog_ro role.',
      {
        files: ['python/aquila/catalog.py'],
        tags: ['catalog', 'postgres', 'runs', 'metadata'],
      },
    ),
    m(
      'pybind',
      'convention',
      'Python bindings: pybind11 module aquila._core, built with scikit-build-core (python/pyproject.toml). Only host data crosses the boundary: py::array_t over host mirrors, zero-copy, read-only unless documented otherwise. Never expose Kokkos device Views or raw device pointers to Python.',
      {
        files: ['python/pyproject.toml', 'src/bindings'],
        tags: ['python', 'pybind11', 'numpy', 'bindings'],
      },
    ),
    m(
      'py-tests',
      'convention',
      'pytest in python/tests/. Test data < 2 MB in python/tests/data/. @pytest.mark.slow for anything > 10 s. MPI tests get @pytest.mark.mpi and run as `mpirun -n 4 python -m pytest -m mpi --with-mpi` (pytest-mpi).',
      {
        files: ['python/tests'],
        tags: ['pytest', 'python', 'tests', 'mpi'],
      },
    ),
    m(
      'py-style',
      'convention',
      'python: ruff check + ruff format, numpy-style docstrings, type hints with numpy.typing.NDArray[np.float64]. No pandas in the aquila package (notebooks/ only). Post-processing reads snapshots with h5py in serial, field by field with hyperslabs, never a whole file into memory.',
      {
        files: ['python/aquila'],
        tags: ['python', 'ruff', 'typing', 'h5py'],
      },
    ),
    m(
      'ci-pipeline',
      'fact',
      'GitLab CI (.gitlab-ci.yml): format -> build (dev-openmp gcc, cuda image, tramontana-hip) -> unit (ctest + pytest) -> regression-small -> docs -> pages. GPU jobs run on runners tagged `cuda-a30` (A30 box in Milano) and `mi210` (tramontana node 6).',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['gitlab', 'ci', 'runners'],
      },
    ),
    m(
      'regression-tol-old',
      'convention',
      'regression = tools/compare_h5.py against cases/regression/<case>/reference/, rtol 1e-12 on CPU and 1e-8 on GPU',
      {
        files: ['tools/compare_h5.py'],
        age: 340,
        tags: ['regression', 'tolerance', 'ci'],
      },
    ),
    m(
      'regression-tol',
      'convention',
      'GPU rtol in cases/regression/*/tolerances.toml went from 1e-8 to 1e-6 (atol 1e-10): after the GAMG switch 1e-8 was flaky on both runners. CPU stays at rtol 1e-12. Per-field overrides are allowed in tolerances.toml, with a comment saying why.',
      {
        supersedes: 'regression-tol-old',
        age: 140,
        files: ['tools/compare_h5.py', 'cases/regression'],
        tags: ['regression', 'tolerance', 'gpu', 'ci'],
      },
    ),
    m(
      'reference-update',
      'constraint',
      'Never regenerate reference data to make CI green. Reference updates go in their own MR labelled `reference-update`, with difference plots from `tools/compare_h5.py --plot`, an explanation of what changed in the physics/numerics, and approval from Chiara.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['cases/regression'],
        tags: ['regression', 'reference-data', 'review'],
      },
    ),
    m(
      'regression-cases',
      'fact',
      'cases/regression/: tgv_re1600 (Taylor-Green 32^3), channel_retau180 (coarse), cylinder_re100, sod_shock, naca0012_sa (RANS, Fortran SA). Each <= 5 min on 1 node. Large ones (jet_m09, channel_retau1000) live in cases/regression_large and run on Leonardo.',
      {
        files: ['cases/regression', 'cases/regression_large'],
        tags: ['regression', 'cases', 'ci'],
      },
    ),
    m(
      'docs',
      'convention',
      'Docs: Doxygen for the C++ API (Doxyfile at repo root, /// comments with \\param), Sphinx + breathe for the user and theory guide in docs/sphinx/, published by the CI `pages` job on GitLab Pages. Undocumented public functions in include/aquila/ fail the docs job.',
      {
        files: ['Doxyfile', 'docs/sphinx'],
        tags: ['docs', 'doxygen', 'sphinx', 'breathe'],
      },
    ),
    m(
      'owners',
      'fact',
      'who does what: Chiara Bellandi (PoliMi) numerics + reference data; Marc Puig (UPC) Kokkos/GPU and tramontana admin; Lucía Fernández (UPC) python, post-processing, case setup; Davide Rinaldi (PoliMi) Slurm, Leonardo, CI; Kenji Takahashi (Tohoku) wall models and the Fugaku port.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'branching',
      'convention',
      'develop is the integration branch, MRs target develop; main only gets release merges tagged vX.Y.Z. Commit prefix by area: core:, legacy:, gpu:, py:, ci:, docs:, cases:',
      {
        tags: ['git', 'branching', 'commits'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'commit, commenti nel codice e docs in inglese, anche se in chat scriviamo in italiano o spagnolo',
      {},
    ),
    m(
      'logging',
      'convention',
      'spdlog through aquila::log. Only rank 0 logs info; all ranks log warn/error with a [rank N] prefix. No std::cout/printf in src/core and no print * in the Fortran kernels. AQUILA_LOG_ALL_RANKS=1 gives per-rank debug logs in logs/rank_<N>.log.',
      {
        files: ['src/core/log.hpp'],
        tags: ['logging', 'spdlog', 'mpi'],
      },
    ),
    m('vpn-note', 'note', "tramontana only reachable through the UPC VPN (FortiClient profile 'UPC-LABS')", {
      age: 650,
      tags: ['vpn', 'tramontana'],
    }),
    m('cand-sycl', 'decision', 'Add a SYCL backend so Aquila runs on Intel GPUs.', {
      candidate: true,
      tags: ['sycl', 'kokkos', 'gpu'],
    }),
    m('cand-adios2', 'decision', 'Replace the HDF5 snapshot writer with ADIOS2 BP5 for faster output.', {
      candidate: true,
      tags: ['adios2', 'hdf5', 'output'],
    }),
    m(
      'cand-drop-fortran',
      'decision',
      'Rewrite all Fortran kernels in C++/Kokkos and remove src/legacy by the end of the year.',
      {
        candidate: true,
        tags: ['fortran', 'legacy', 'kokkos'],
      },
    ),
    m(
      'secret-leo-pw',
      'note',
      "per il run di stanotte usate l'utente di servizio aquila01 su leonardo, pw Tr4m0nt@n4-Leo!88 (domani la cambio, giuro)",
      {
        secret: 'Tr4m0nt@n4-Leo!88',
      },
    ),
    m(
      'secret-otp-seed',
      'note',
      "backup of the TOTP seed for the shared CINECA service account, import it in any authenticator if Davide's phone dies: otpauth://totp/CINECA:a08svc01?secret=MZXW6YTBOI3GC4DQNFXXKZLSMVZXI4DT&issuer=CINECA",
      {
        secret: 'MZXW6YTBOI3GC4DQNFXXKZLSMVZXI4DT',
      },
    ),
    m(
      'secret-ssh-pass',
      'note',
      'la passphrase de ~/.ssh/id_ed25519_tramontana (la clave compartida que usan los runners) es mistral-Brisa-47-olas, no la pongáis en el .gitlab-ci.yml porfa',
      {
        secret: 'mistral-Brisa-47-olas',
      },
    ),
    m(
      'secret-deploy-token',
      'note',
      'spack mirror job clones with the deploy token: git clone https://gitlab+deploy-token-17:gldt-4fQx9LmZ2vR8kTn6WcJp@gitlab.upc-cfd.example/aquila/aquila.git',
      {
        secret: 'gldt-4fQx9LmZ2vR8kTn6WcJp',
      },
    ),
    m(
      'secret-runner-token',
      'note',
      'registered the mi210 runner with\ngitlab-runner register --non-interactive --url https://gitlab.upc-cfd.example --token glrt-Xy8_kP2mQ7vLz9RtN4wB --executor shell --description tramontana-n6',
      {
        secret: 'glrt-Xy8_kP2mQ7vLz9RtN4wB',
      },
    ),
    m(
      'secret-rclone',
      'note',
      '~/.config/rclone/rclone.conf on the archive node:\n[aquila-archive]\ntype = s3\nprovider = Ceph\nendpoint = https://s3.archive.bsc.example\naccess_key_id = 7Q2MZ0R4K8WXN1PLD3AF\nsecret_access_key = f9Kq2+vLr8TzW1mNx4bHs7YcP0aJd3eGu6QiRo5E',
      {
        secret: 'f9Kq2+vLr8TzW1mNx4bHs7YcP0aJd3eGu6QiRo5E',
      },
    ),
    m(
      'secret-pointwise-key',
      'note',
      'se il server licenze va reinstallato (cambio VM), la chiave di attivazione Pointwise è PW7H2K-9QXM4R-TLB8VN-Z3CDQ1, ticket Cadence 4471902',
      {
        secret: 'PW7H2K-9QXM4R-TLB8VN-Z3CDQ1',
      },
    ),
    m(
      'secret-catalog-dsn',
      'note',
      "in your ~/.bashrc on the archive node:\nexport AQUILA_CATALOG_DSN='postgresql://catalog_rw:Vort1c1ty!Re1000@pg-catalog.cfd.polimi.example:5432/aquila_catalog'",
      {
        secret: 'Vort1c1ty!Re1000',
      },
    ),
    m(
      'secret-fugaku-pw',
      'note',
      '富岳の共有アカウント(hp250117)の初期パスワードは Fgk-Aq_5531#mz です。ログインしたらすぐ変更してください。',
      {
        secret: 'Fgk-Aq_5531#mz',
      },
    ),
    m(
      'secret-pip-token',
      'note',
      'pip.conf for installing aquila-tools from our package registry:\n[global]\nextra-index-url = https://__token__:glpat-Rk3vN8xQ2wLm7ZpT5yHc@gitlab.upc-cfd.example/api/v4/projects/12/packages/pypi/simple',
      {
        secret: 'glpat-Rk3vN8xQ2wLm7ZpT5yHc',
      },
    ),
    m(
      'secret-zenodo',
      'note',
      "zenodo token (chiara's account, scope deposit:write+actions) for publishing the reference datasets: Zt8cQmW4pLx9RvN2kBy7Hs3JdF6gTa1EuZo5Ki0MnPqWx2",
      {
        secret: 'Zt8cQmW4pLx9RvN2kBy7Hs3JdF6gTa1EuZo5Ki0MnPqWx2',
      },
    ),
  ],
  sessions: [
    {
      id: 'sa-kokkos-port',
      age: 21,
      turns: [
        said(
          'hola! vamos a portar el modelo SA (src/legacy/turb_sa.f90) a Kokkos para el caso naca en GPU. primero mira cómo se llama desde src/core/turb/sa_driver.cpp',
        ),
        replied(
          'sa_driver.cpp copies the state to a LayoutLeft host view, calls aq_sa_source() through the ISO_C_BINDING interface and copies the source term back to the device every stage.',
        ),
        said(
          'sí, eso es lo que mata el rendimiento. Ayer lo decidimos con Chiara: los kernels Fortran se quedan solo para CPU y como referencia; en un build CUDA o HIP nunca se llama Fortran, siempre va el port Kokkos. Así que el port tiene que ser completo, con producción, destrucción y el término de difusión cruzada. Empieza por la producción.',
          {
            key: 's-fortran-cpu-only',
            type: 'decision',
          },
        ),
        replied(
          'Started src/core/turb/sa_kokkos.cpp with the production term as a KOKKOS_FUNCTION over cells; the driver picks it when the execution space is not OpenMP.',
        ),
        said('is TeamPolicy worth it for a per-cell source term or is RangePolicy enough?'),
        replied(
          'For a pointwise source term RangePolicy is enough; TeamPolicy only pays off when cells share scratch data, e.g. the face loop for the diffusion term.',
        ),
        said(
          'ok. every kokkos port of a fortran kernel gets an equivalence test in tests/equiv/: random but physical states, call both implementations on the OpenMP backend and compare at rtol 1e-12. ese test es lo que da luz verde para quitar la llamada Fortran del camino GPU.',
          {
            key: 's-equiv-tests',
            type: 'convention',
          },
        ),
        replied('Added tests/equiv/test_sa_source.cpp comparing aq_sa_source against the Kokkos version.'),
        said('for now skip the SA-neg branch, the naca case never goes negative'),
        replied('Skipped; the kernel aborts with a clear error if nu_tilde < 0 so we notice.'),
        said(
          'y otra cosa: todos los parallel_for / parallel_reduce llevan label "aquila::<módulo>::<kernel>", ej. "aquila::turb::sa_production". sin labels el trace de nsys es ilegible.',
          {
            key: 's-kokkos-labels',
            type: 'convention',
          },
        ),
        replied('Labelled the three new kernels accordingly.'),
        said(
          'also: no UVM. CudaUVMSpace / SharedSpace are banned in src/core, on Leonardo the page faults made the flux loop 6x slower last year. explicit deep_copy only.',
          {
            key: 's-no-uvm',
            type: 'constraint',
          },
        ),
        replied('Understood, the SA views are plain device views with explicit mirrors in the test only.'),
        said('vale, compila. lanza tgv_re1600 en el runner mi210 y dime los números'),
        replied(
          'tgv_re1600 on mi210: max rel err 4.1e-8 on rho, 6.3e-8 on E, within the GPU tolerance. 2.9 s/step.',
        ),
        said('gracias!'),
      ],
    },
    {
      id: 'leonardo-scaling',
      age: 13,
      turns: [
        said(
          'ciao, devo lanciare la campagna di scaling per jet_m09 su leonardo, 16-32-64-128 nodi. guarda scripts/slurm/templates/leonardo.sbatch.j2',
        ),
        replied(
          'The template requests boost_usr_prod, 1 rank per GPU, sets HDF5_USE_FILE_LOCKING=FALSE and the OMP variables. It has no signal handling yet.',
        ),
        said(
          "prima di ogni campagna si fa uno smoke test: 2 nodi, 20 step, sempre in boost_qos_dbg. se lo smoke non passa non si lancia niente di grosso, vale per tutti d'ora in poi.",
          {
            key: 's-smoke-test',
            type: 'constraint',
          },
        ),
        replied('Added a `--smoke` flag to aquila-case submit that generates the 2-node debug-QoS job.'),
        said(
          'job name sempre aq-<case>-<N>n (tipo aq-jet_m09-64n) e output in logs/%x-%j.out, così con sacct le trovo subito',
          {
            key: 's-job-naming',
            type: 'convention',
          },
        ),
        replied('Template now sets --job-name=aq-{{case}}-{{nodes}}n and --output=logs/%x-%j.out.'),
        said(
          'and every production job must checkpoint on signal: --signal=B:USR1@600 in the template, the driver writes a restart when it gets USR1 and exits cleanly. non voglio più perdere 23 ore di run per un timeout.',
          {
            key: 's-ckpt-signal',
            type: 'constraint',
          },
        ),
        replied(
          'Added the --signal line and a USR1 handler in src/core/driver.cpp that sets a flag checked at the end of each step.',
        ),
        said('quanto budget ci resta?'),
        replied('I cannot run saldo from here; `saldo -b` on a login node shows it for EUHPC_R03_117.'),
        said(
          "ecco il comando che usa il job ci per sottomettere: sshpass -p 'Lrd#ci-Svc_2291x' ssh -o StrictHostKeyChecking=no a08trc0c@login.leonardo.cineca.it 'cd aquila && sbatch weekly.sbatch'",
          {
            secret: 'Lrd#ci-Svc_2291x',
          },
        ),
        replied(
          'That password should not live in the job definition; a masked CI variable or an SSH certificate would be safer. I will not copy it anywhere.',
        ),
        said(
          'giusto, lo sistemo. intanto: la regressione grande (cases/regression_large) passa a settimanale, domenica alle 02:00, non più nightly. nightly ci mangiava ~1.5k node-hours al mese.',
          {
            key: 's-ci-weekly',
            type: 'decision',
          },
        ),
        replied('Changed the pipeline schedule to `0 2 * * 0` for the regression_large job.'),
        said('ah, rilancia il 4817233 con --time 06:00:00, è morto in coda'),
        replied('Resubmitted as 4817902 with --time=06:00:00.'),
        said('perfetto grazie'),
      ],
    },
    {
      id: 'channel-post',
      age: 7,
      turns: [
        said(
          'buenas, quiero un script de post para los espectros del canal Re_tau 1000 leyendo los sol_*.h5. empieza por python/aquila/post/spectra.py',
        ),
        replied(
          'spectra.py currently returns a tuple (kx, kz, E_uu) of numpy arrays for one y-plane, reading the whole snapshot with h5py.',
        ),
        said(
          'A partir de ahora las funciones de post devuelven xarray.Dataset con coords (x, y, z, t) o las que toquen (kx, kz...) y attrs con las magnitudes de referencia, no tuplas de arrays numpy. Lo hablamos el martes en la reunión.',
          {
            key: 's-xarray',
            type: 'decision',
          },
        ),
        replied(
          'Rewrote spectra() to return an xarray.Dataset with coords kx, kz, y and the reference values in attrs.',
        ),
        said('¿compare_h5 trata los NaN como iguales?'),
        replied(
          'No: compare_h5.py uses np.allclose with equal_nan=False, so a NaN in either file is a failure.',
        ),
        said(
          'importante: `import aquila` no puede importar mpi4py a nivel de módulo. en los portátiles y en el login de fugaku no hay MPI y peta. mpi4py solo dentro de las funciones que lo necesitan.',
          {
            key: 's-lazy-mpi4py',
            type: 'constraint',
          },
        ),
        replied('Moved the mpi4py import in aquila/post/parallel.py inside gather_planes().'),
        said(
          'y subimos mínimos: numpy>=2.0 y pybind11>=2.12 en python/pyproject.toml, numpy 1.x ya no lo soportamos',
          {
            key: 's-numpy2',
            type: 'constraint',
          },
        ),
        replied('Bumped both in python/pyproject.toml and in the dev spack env.'),
        said('por ahora ignora el caso del cilindro, los datos de ese run están corruptos'),
        replied('OK, the cylinder case is excluded from the batch script for now.'),
        said(
          'Haz también la figura del espectro premultiplicado kx*E_uu. Y para todas las figuras de papers, no solo esta: PDF vectorial, fuentes embebidas (pdf.fonttype 42), ancho de columna 3.5 in, estilo aquila.post.style.',
          {
            key: 's-fig-format',
            type: 'convention',
          },
        ),
        replied('Added plot_premultiplied() writing figures/channel1000_premult.pdf with those settings.'),
        said(
          'para subir las figuras y los espectros al archivo mientras Marc arregla el rclone usa estas: AWS_ACCESS_KEY_ID=3KD9PQ1ZL7WX0MRT2BNA AWS_SECRET_ACCESS_KEY=uT6vB1nQ8rXk3LpZ0yWc5HsJ2mFa9DgE4tRi7KoN',
          {
            secret: 'uT6vB1nQ8rXk3LpZ0yWc5HsJ2mFa9DgE4tRi7KoN',
          },
        ),
        replied(
          'I would rather not use keys pasted in chat; tools/archive_run.py can pick them up from the environment once they are set on the archive node.',
        ),
        said('vale, gracias, mañana seguimos'),
      ],
    },
    {
      id: 'wallmodel-fugaku',
      age: 3,
      turns: [
        said(
          'Hello, Kenji here. I want to add a non-equilibrium wall model option. Where is the exchange location defined?',
        ),
        replied(
          'In src/core/bc/wall_model.cpp, WallModel::exchange_cell() picks the 3rd cell off the wall; the Fortran wall_law.f90 only receives the sampled velocity.',
        ),
        said(
          'we agreed on the call yesterday: the A64FX build gets a compile-only CI job with the FCC clang-mode image, so things like std::format are caught before I try on Fugaku. 実行テストは不要です、コンパイルだけでOKです。',
          {
            key: 's-fugaku-ci',
            type: 'decision',
          },
        ),
        replied(
          'Added a build:a64fx job using the fcc-clang image, compile only, allowed to run on the shared CPU runner.',
        ),
        said(
          'Also every restart file should carry git_sha, spack_lock_hash and nranks as HDF5 root attributes. 再現性のため、必ず入れてください。',
          {
            key: 's-restart-attrs',
            type: 'convention',
          },
        ),
        replied('restart.cpp now writes the three attributes; the reader warns if git_sha differs.'),
        said(
          'Chiara qui: i dati di riferimento sopra i 20 MB non vanno in git. vanno sul bucket aquila-refs e si scaricano con tools/fetch_refs.py, sha256 fissato in cases/regression/refs.lock. niente git-lfs.',
          {
            key: 's-ref-fetch',
            type: 'convention',
          },
        ),
        replied('Noted. channel_retau1000 reference (140 MB) moved to aquila-refs and pinned in refs.lock.'),
        said('how does Kokkos::View handle alignment on A64FX, is it 256 bytes?'),
        replied(
          'Kokkos aligns allocations to 64 bytes by default (KOKKOS_MEMORY_ALIGNMENT); for SVE 512-bit vectors that is already a full vector. 256 would need a custom build setting.',
        ),
        said(
          'デフォルトは平衡壁モデルのままにします。非平衡モデルは wall_model.type = "nonequilibrium" で明示的に選ぶ形にしてください。',
          {
            key: 's-wm-default',
            type: 'decision',
          },
        ),
        replied(
          'Default stays "equilibrium"; "nonequilibrium" is accepted by the schema and the C++ parser.',
        ),
        said('今日はここまで。ありがとうございます'),
      ],
    },
  ],
  prompts: [
    p(
      'port the gradient reconstruction in src/core/fv/gradients.cpp to GPU, right now its a host loop over cells',
      ['kokkos-only', 'kokkos-views', 's-kokkos-labels', 's-no-uvm'],
    ),
    p('porta turb_sa.f90 su kokkos anche il termine di diffusione, mi serve per naca0012 su leonardo', [
      's-fortran-cpu-only',
      's-equiv-tests',
      'kokkos-only',
      'fortran-frozen',
      's-kokkos-labels',
      'layout-fortran',
    ]),
    p(
      '@src/core/parallel/halo.cpp NaNs after ~30k steps on 64 nodes on leonardo, jet case, same case on CPU is fine. halo.cpp was touched in !412',
      ['incident-nan-halo', 'kokkos-fence-mpi', 'gpu-aware-mpi'],
    ),
    p('can we just turn AQUILA_GPU_AWARE_MPI on for tramontana? host staging is 30% of the step time', [
      'gpu-aware-mpi',
      'gpu-aware-claim',
      'tramontana',
    ]),
    p(
      "build fails on leonardo: Lmod has detected the following error: The following module(s) are unknown: 'petsc/3.18--openmpi--4.1.4--nvhpc--23.1'",
      ['spack-env', 'build-cmake'],
    ),
    p('first time building on tramontana, what do I do?', [
      'build-cmake',
      'spack-env',
      'kokkos-arch',
      'tramontana',
    ]),
    p('I need nlohmann json for the probe config, just FetchContent it in CMakeLists.txt', ['spack-add-dep']),
    p('use std::format for the step log line in src/core/time/stepper.cpp', [
      'cxx20',
      'fugaku',
      's-fugaku-ci',
      'logging',
    ]),
    p('the CI format job fails on src/legacy/wall_law.f90, what formatter is it', ['format']),
    p(
      'pressure solve takes 400 its on the new cylinder mesh, can u tune it? @src/core/linsolve/poisson.cpp',
      ['poisson-gamg', 'petsc-opts'],
    ),
    p('import aquila after aquila.run() crashes in PetscInitialize, traceback attached', [
      'petsc-init',
      'pybind',
    ]),
    p('a job hung 20 hours in the pressure solve, what safeguards do we have against that?', [
      'incident-budget-burn',
      'petsc-opts',
      's-ckpt-signal',
    ]),
    p('bump CFL to 0.9 in cases/jet_m09/case.toml, the run is too slow', ['cfl-07', 'case-toml']),
    p('reviewer 2 asks which SGS model and constants we use by default, what do I answer', ['sgs-wale']),
    p('aggiungi una BC di inflow con turbolenza sintetica (digital filter) per il canale', [
      'bc-registry',
      'case-toml',
      'nondim',
    ]),
    p('convert the old cases/bump/case.nml so it runs with the current solver', ['case-toml']),
    p('import the new wing mesh from pointwise, wing_v3.cgns, 2.4 billion faces', ['mesh-import', 'ids-64']),
    p('pointwise says "no licenses available" and nobody is using it', ['mesh-license']),
    p('add the vorticity magnitude to the output so we can see it in paraview', ['io-hdf5', 'restart-files']),
    p('restart jet_m09 from out/jet_m09/sol_0120000.h5, the chk files are gone', ['restart-files']),
    p('collective H5Fopen hangs on leonardo at startup, nothing in the logs, 64 nodes', [
      'hdf5-locking',
      'slurm-templates',
    ]),
    p('writing one 80GB snapshot takes 15 min on leonardo, why is it so slow', ['lustre-stripe', 'io-hdf5']),
    p('genera lo sbatch per channel_retau2000 su 64 nodi leonardo', [
      'slurm-templates',
      'leonardo',
      'budget-2026',
      's-job-naming',
      's-ckpt-signal',
      's-smoke-test',
    ]),
    p('whats the max walltime on booster? the jet needs ~36h', [
      'leonardo',
      'walltime-claim',
      's-ckpt-signal',
    ]),
    p('cmake --build on the leonardo login node gets killed after a few minutes, why', ['no-login-compute']),
    p('ssh to leonardo: "Permission denied (publickey)" although it worked yesterday', ['leonardo-login']),
    p('the jet campaign finished last week, what should I do with the data on scratch?', [
      'scratch-purge',
      'scratch-claim',
      'archive',
      'incident-purge',
    ]),
    p('add a query_runs(case=..., machine=...) helper to python/aquila/catalog.py', ['catalog', 'py-style']),
    p('expose the cell velocity to python as a numpy array, zero copy if possible', [
      'pybind',
      'kokkos-views',
      's-numpy2',
    ]),
    p('añade lectura paralela con mpi4py a aquila.post.load_snapshot y sus tests', [
      's-lazy-mpi4py',
      'py-tests',
      'py-style',
    ]),
    p('la figura de los esfuerzos de Reynolds del canal Re_tau 1000 para el paper de JFM', [
      's-fig-format',
      's-xarray',
      'stats-welford',
      'nondim',
    ]),
    p(
      'regression fails on the mi210 runner: tgv_re1600 max rel err 3.2e-7 on rho, tolerances.toml has rtol 1e-8',
      ['regression-tol', 'fp-determinism', 'determinism-claim'],
    ),
    p('just regenerate the reference for channel_retau180, my wall model change shifted it a bit', [
      'reference-update',
      's-ref-fetch',
    ]),
    p('add a new regression case for the backward facing step, reference is ~60 MB', [
      'regression-cases',
      'regression-tol',
      's-ref-fetch',
      'case-toml',
    ]),
    p('the large regression didnt run last night, is the schedule broken?', [
      's-ci-weekly',
      'regression-cases',
    ]),
    p('implement the non-equilibrium wall model (thin boundary layer ODE) in src/core/bc/wall_model.cpp', [
      'wall-model',
      's-wm-default',
      'fortran-frozen',
      'kokkos-only',
    ]),
    p('document the new wall model options', ['docs', 'wall-model', 's-wm-default', 'case-toml']),
    p('add metadata to checkpoints so we know which build produced them', [
      's-restart-attrs',
      'restart-files',
      'catalog',
    ]),
    p("富岳でビルドが通らない: error: no member named 'format' in namespace 'std'", [
      'fugaku',
      'cxx20',
      's-fugaku-ci',
    ]),
    p('print the residuals from every rank so I can see which one diverges', ['logging']),
    p('need the global cell count as int for the partitioner call in src/core/mesh/partition.cpp', [
      'ids-64',
    ]),
    p('coupled aeroacoustic run deadlocks in the MPI_Allreduce in src/core/time/dt.cpp', ['comm-world']),
    p("c'è un bug nell'entropy fix di roe_flux.f90, lo sistemo io al volo e faccio push su develop", [
      'fortran-frozen',
      'branching',
    ]),
    p('nsys trace on leonardo is full of unnamed kernels, cant tell anything', ['s-kokkos-labels']),
    p('the flux loop got 6x slower on A100 after I switched the views to SharedSpace for easier debugging', [
      's-no-uvm',
      'kokkos-views',
    ]),
    p('add --use_fast_math / -ffast-math to the leonardo-cuda preset, the flux kernels should get faster', [
      'double-state',
      'build-cmake',
    ]),
    p('what is the difference between MPI_Isend and MPI_Issend?', []),
    p('grazie, perfetto', []),
    p('how do I write a CMake generator expression for per-language compile flags?', []),
    p('numpyで配列の軸を入れ替えるには？', []),
    p('¿cómo hago un rebase interactivo de los últimos 5 commits?', []),
    p('summarize the diff for the MR description', []),
    p('explain the premultiplied energy spectrum kx*E(kx) in general, why do people plot it?', []),
  ],
});
