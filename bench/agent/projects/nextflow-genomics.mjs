// KGL (Klinisch Genetisch Laboratorium, Noorderzijl UMC): Nextflow DSL2 germline diagnostics pipeline (WES/WGS) on SLURM + AWS Batch burst, GATK4/DeepVariant/VEP, Django LIMS "Helix", CRAM archival to Glacier, ISO 15189.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nextflow-genomics',
  stack:
    'Nextflow 24.04 DSL2 (nf-core style modules/subworkflows, nf-core tools 2.14, nf-schema 2.1), nf-test 0.9 (+ nft-vcf), Apptainer 1.3 with images in Harbor, SLURM 23.11 on the on-prem "Hoorn" HPC + AWS Batch burst (eu-central-1), BWA-MEM2 2.2.1, samtools 1.20, GATK 4.5.0.0, DeepVariant 1.6.1 + GLnexus, VEP 112, mosdepth, somalier, VerifyBamID2, MultiQC 1.21, hap.py validation vs GIAB, Python 3.11 bin/ scripts, Django 4.2 LIMS "Helix" (DRF, Celery, PostgreSQL), S3 + Glacier Deep Archive, GitLab CI, legacy Snakemake 7 pipeline being retired, ISO 15189 change control',
  memories: [
    // ---------------------------------------------------------------- overview / layout
    m(
      'repo-overview',
      'fact',
      'kgl-germline is one monorepo (gitlab.nzumc.nl/kgl-bioinf/kgl-germline). Pipeline at the root: main.nf, workflows/germline.nf, subworkflows/local/ (germline_wes, germline_wgs, bam_qc, annotate_vep, archive_run), modules/local/, modules/nf-core/ (installed, not ours), conf/ (base.config, hpc.config, awsbatch.config, modules.config, validated.config, test.config), bin/ (python helpers), assets/, tests/. The Django LIMS "Helix" lives in lims/ (apps samples, pipelines, archive). legacy/snakemake-germline is the old pipeline. Releases: v3.3.1-validated is what runs in diagnostics, v3.4.0 is in validation.',
      {
        fact: 'kgl-germline | repo_layout | nextflow pipeline at root + django LIMS in lims/ + legacy/snakemake-germline',
        age: 410,
        reaffirm: 11,
        canonical: true,
        files: [
          'main.nf',
          'workflows/germline.nf',
          'subworkflows/local',
          'modules/local',
          'modules/nf-core',
          'conf',
          'bin',
          'lims',
          'legacy/snakemake-germline',
        ],
        tags: ['overview', 'architecture'],
      },
    ),
    m(
      'assays',
      'fact',
      'Two wet-lab assays: WES = Twist Exome 2.0 (+ mito spike-in), WGS = 30x PCR-free. Since spring 2024 both sequenced on the NovaSeq X Plus. Gene panels (cardio, epilepsie, ID, ...) are NOT separate assays, they are in-silico filters on the exome: the LIMS sends a panel BED and Alissa filters, the pipeline runs the full exome anyway. meta.assay is WES or WGS, nothing else.',
      {
        age: 395,
        reaffirm: 40,
        tags: ['assay', 'wes', 'wgs', 'panels'],
      },
    ),
    m(
      'caller-per-assay',
      'decision',
      'Caller per assay: WES -> GATK HaplotypeCaller (validated 2022, that dossier is what ISO audited), WGS -> DeepVariant 1.6.1 (WGS model) + GLnexus for trios. subworkflows/local/germline_wes and germline_wgs are deliberately separate, dont merge them into one with if/else on meta.assay.',
      {
        age: 380,
        reaffirm: 25,
        files: ['subworkflows/local/germline_wes/main.nf', 'subworkflows/local/germline_wgs/main.nf'],
        tags: ['variant-calling', 'gatk', 'deepvariant', 'architecture'],
      },
    ),
    m(
      'nfcore-modules-no-edit',
      'convention',
      'modules/nf-core/** is managed by `nf-core modules install/update`, never edit those main.nf files by hand (the next update silently overwrites it and lint fails on the hash in modules.json). Need a different arg -> ext.args in conf/modules.config. Really need a code change -> `nf-core modules patch <tool>` which writes the .diff next to the module, or write a local module.',
      {
        age: 375,
        files: ['modules/nf-core', 'modules.json', 'conf/modules.config'],
        tags: ['nf-core', 'modules', 'conventions'],
      },
    ),
    m(
      'local-module-layout',
      'convention',
      'local modules: modules/local/<tool>/<subcommand>/main.nf + meta.yml + tests/main.nf.test (+ .snap). process name = TOOL_SUBCOMMAND uppercase (SOMALIER_EXTRACT). input always starts with tuple val(meta), path(...). copy the structure of modules/local/glnexus, that one is the reference. no conda directive, we only run containers.',
      {
        age: 370,
        files: ['modules/local', 'modules/local/glnexus/main.nf'],
        tags: ['modules', 'nextflow', 'conventions'],
      },
    ),
    m(
      'meta-map',
      'convention',
      'meta map keys (set once in KGL_SAMPLESHEET_CHECK, dont add ad-hoc keys in random modules): id (pseudonym, e.g. KG24-01873-01), family_id (KG24-01873), sex (XX | XY | unknown, as declared in LIMS), relation (proband | mother | father | sibling | other), assay (WES | WGS), run_id, lane. read group SM = meta.id. joins between channels always by meta.id, never by filename.',
      {
        age: 365,
        files: ['modules/local/kgl_samplesheet_check/main.nf', 'subworkflows/local/input_check/main.nf'],
        tags: ['nextflow', 'meta', 'channels'],
      },
    ),
    m(
      'versions-yml',
      'constraint',
      'every process emits path "versions.yml" (tool: version) and the workflow mixes them into ch_versions -> software_versions.yml in pipeline_info + the MultiQC table. This is not cosmetic: the ISO auditor checks that every report can be traced to exact tool versions. a module without versions.yml does not get merged.',
      {
        age: 360,
        reaffirm: 33,
        tags: ['iso15189', 'modules', 'traceability'],
        reason: 'ISO 15189 traceability',
      },
    ),
    m(
      'ext-args',
      'convention',
      'tool arguments go through task.ext.args / ext.prefix set in conf/modules.config with withName selectors, not hardcoded in the script block. validated params (hard filters, HC args, VEP flags) are in conf/validated.config, which overrides modules.config.',
      {
        age: 355,
        files: ['conf/modules.config', 'conf/validated.config'],
        tags: ['nextflow', 'config', 'ext-args'],
      },
    ),
    m(
      'publishdir',
      'convention',
      'publishDir only in conf/modules.config, mode copy (NOT symlink: /scratch work dirs get purged and then results/ is full of dead links, happened with run 231107). layout: /data/kgl/results/<run_id>/<sample>/{cram,vcf,qc,str}/ + /data/kgl/results/<run_id>/multiqc + pipeline_info.',
      {
        age: 350,
        files: ['conf/modules.config'],
        tags: ['nextflow', 'publishdir', 'results'],
      },
    ),
    m(
      'params-naming',
      'convention',
      'params are snake_case and every new one needs an entry in nextflow_schema.json with description + help_text (use `nf-core pipelines schema build`). modules never read params.* directly, only via inputs or ext.args. paths to reference files (catalogs, BEDs) are params with a default under assets/ or /refs.',
      {
        age: 345,
        files: ['nextflow.config', 'nextflow_schema.json'],
        tags: ['nextflow', 'params', 'schema'],
      },
    ),
    m(
      'config-profiles',
      'convention',
      'profiles: hpc, awsbatch, test, test_full, validated. diagnostic runs ONLY as `-profile hpc,validated -r vX.Y.Z-validated` (pinned tag from GitLab, never a local checkout, never main). validated.config pins containers by digest and all clinical params. test/test_full are GIAB only.',
      {
        age: 340,
        reaffirm: 8,
        canonical: true,
        files: ['nextflow.config', 'conf/validated.config', 'conf/hpc.config'],
        tags: ['nextflow', 'profiles', 'iso15189', 'production'],
      },
    ),
    m(
      'nextflow-version',
      'fact',
      'Nextflow is pinned: manifest.nextflowVersion = "!>=24.04.2" and launcher exports NXF_VER=24.04.4. nf-core template synced to 2.14.1. dont bump NXF_VER on the cluster without a CR, same rules as a tool upgrade.',
      {
        age: 150,
        files: ['nextflow.config', 'bin/launch_kgl.sh'],
        tags: ['nextflow', 'version'],
      },
    ),

    // ---------------------------------------------------------------- execution: HPC / AWS / containers
    m(
      'hpc-cluster',
      'fact',
      'Hoorn HPC (SLURM 23.11): partitions genomics (48 nodes, 64c/512G, max 3d), highmem (4 nodes, 2T), gpu (2 nodes with 4x A100 each, shared with the ML group), service (small long-running jobs). our account is kgl. conf/hpc.config: executor slurm, queueSize 200, submitRateLimit 20/1min.',
      {
        age: 335,
        files: ['conf/hpc.config'],
        tags: ['hpc', 'slurm', 'cluster'],
      },
    ),
    m(
      'hpc-scratch',
      'fact',
      'work dir = /scratch/kgl/work/<run_id> (BeeGFS). scratch is purged after 30 days without access, so -resume on a run older than a month does not work, rerun from the start. /home is 20G quota, never point workDir or NXF_HOME there.',
      {
        age: 330,
        files: ['conf/hpc.config'],
        tags: ['hpc', 'storage', 'resume'],
      },
    ),
    m(
      'containers-quay',
      'decision',
      'containers: we use the biocontainers images straight from quay.io/depot.galaxyproject.org like nf-core does, apptainer pulls them on first use.',
      {
        age: 390,
        tags: ['containers', 'singularity'],
      },
    ),
    m(
      'containers-harbor',
      'decision',
      'We moved all images from quay.io/galaxy depot to our own Harbor (harbor.nzumc.nl/kgl/<tool>), pinned by sha256 digest in conf/validated.config. Reasons: quay rate limits killed a diagnostic run in Nov, and for ISO an image must be immutable (a retagged :1.6.1 is a different image). New tool = push the image to Harbor first (CI job build-image), then reference it by digest. never :latest.',
      {
        supersedes: 'containers-quay',
        age: 215,
        reaffirm: 19,
        files: ['conf/validated.config', '.gitlab-ci.yml', 'containers'],
        tags: ['containers', 'harbor', 'iso15189'],
      },
    ),
    m(
      'singularity-cachedir',
      'convention',
      'compute nodes have no internet. NXF_SINGULARITY_CACHEDIR=/apps/kgl/containers (shared, group kgl rw). pull new images on hoorn-login2 with bin/pull_containers.sh <tag> before the first run, otherwise every task fails with "FATAL: Unable to pull".',
      {
        age: 320,
        files: ['bin/pull_containers.sh', 'conf/hpc.config'],
        tags: ['containers', 'singularity', 'apptainer', 'hpc'],
      },
    ),
    m(
      'burst-eu-west',
      'decision',
      'AWS Batch burst env lives in eu-west-1 (Ireland), bucket s3://nzumc-kgl-nfwork, used when the hoorn queue is full.',
      {
        age: 325,
        tags: ['aws', 'batch', 'burst'],
      },
    ),
    m(
      'aws-batch-burst',
      'decision',
      'burst started out in eu-west-1, we moved it to eu-central-1 (Frankfurt) after the DPIA review: the DPO only signed for eu-central-1, so nothing with patient data (even pseudonymised) in any other region. profile awsbatch, queue kgl-burst-spot / kgl-burst-ondemand, work bucket s3://nzumc-kgl-nfwork-euc1 (lifecycle: delete after 14d). only for WES/WGS alignment+calling, the archive step always runs on hoorn.',
      {
        supersedes: 'burst-eu-west',
        age: 160,
        reaffirm: 22,
        files: ['conf/awsbatch.config'],
        tags: ['aws', 'batch', 'burst', 'gdpr', 'dpia'],
      },
    ),
    m(
      'aws-spot',
      'note',
      'spot is fine for alignment and HC shards, but the long GenotypeGVCFs / GLnexus tasks got reclaimed 3x in one night. withLabel process_long -> queue kgl-burst-ondemand in awsbatch.config',
      {
        age: 140,
        files: ['conf/awsbatch.config'],
        tags: ['aws', 'spot', 'batch'],
      },
    ),
    m(
      'resource-labels',
      'convention',
      'resources only via labels from conf/base.config: process_single, process_low, process_medium, process_high, process_long, process_gpu. no cpus/memory/time inside a module. per-tool tuning with withName in conf/hpc.config.',
      {
        age: 315,
        files: ['conf/base.config', 'conf/hpc.config'],
        tags: ['nextflow', 'resources', 'slurm'],
      },
    ),
    m(
      'retry-strategy',
      'convention',
      "errorStrategy in base.config: retry when task.exitStatus in [104,134,137,139,140,143] (140 = SLURM time limit, 137 = OOM kill), maxRetries 2, memory and time scale with task.attempt. everything else terminates, we do NOT use 'ignore' for clinical steps: a missing sample must stop the run.",
      {
        age: 310,
        files: ['conf/base.config'],
        tags: ['nextflow', 'slurm', 'errors', 'retry'],
      },
    ),
    m(
      'deepvariant-gpu',
      'decision',
      'DeepVariant runs on the gpu partition (image deepvariant:1.6.1-gpu, label process_gpu). CPU-only call_variants took ~9h per 30x genome, on A100 it is ~1h10 for the whole thing.',
      {
        age: 230,
        files: ['modules/local/deepvariant/main.nf', 'conf/hpc.config'],
        tags: ['deepvariant', 'gpu', 'wgs', 'performance'],
      },
    ),
    m(
      'deepvariant-cpu',
      'note',
      'gpu partition is full of the ML groups jobs half the week, our DV jobs wait 20h in PENDING (Resources). make_examples is CPU anyway and is the long part. proposal Priya: run DV completely on genomics with the CPU image, 64 cores, sharded make_examples --num_shards 64, then it is ~3h and predictable. GPU only as option.',
      {
        disputes: 'deepvariant-gpu',
        age: 65,
        files: ['modules/local/deepvariant/main.nf', 'conf/hpc.config'],
        tags: ['deepvariant', 'gpu', 'cpu', 'wgs', 'performance'],
      },
    ),
    m(
      'maintenance-window',
      'fact',
      'Hoorn maintenance: first Tuesday of the month 07:00-17:00, slurm drains from monday 20:00 (jobs that cannot finish before 07:00 stay pending). dont start a WGS batch on the monday before.',
      {
        age: 300,
        tags: ['hpc', 'maintenance', 'planning'],
      },
    ),
    m(
      'head-job-login',
      'fact',
      'start the nextflow head process on hoorn-login1 inside tmux, it only needs ~2G',
      {
        age: 385,
        tags: ['hpc', 'nextflow', 'launch'],
      },
    ),
    m(
      'head-job-sbatch',
      'convention',
      'the login nodes kill any process with >30 min CPU time since the IT change in january (arbiter2), so the head job is no longer run on the login node in tmux. bin/launch_kgl.sh <run_id> submits the head as its own sbatch job on partition service (4G, 7 days, account kgl) with NXF_VER set, and writes the jobid into the LIMS. resume = same script with --resume.',
      {
        supersedes: 'head-job-login',
        age: 120,
        reaffirm: 6,
        files: ['bin/launch_kgl.sh'],
        tags: ['hpc', 'nextflow', 'launch', 'slurm'],
      },
    ),

    // ---------------------------------------------------------------- reference / alignment / calling
    m(
      'reference-v1',
      'fact',
      'Reference GRCh38_KGL_v1 = GRCh38 no-alt analysis set (GCA_000001405.15) + hs38d1 decoys, /refs/GRCh38_KGL_v1/.',
      {
        age: 420,
        tags: ['reference', 'grch38'],
      },
    ),
    m(
      'reference-genome',
      'fact',
      'Current reference: GRCh38_KGL_v2 in /refs/GRCh38_KGL_v2/ = no-alt analysis set + hs38d1 decoys + the GRC/Illumina false-duplication masks (KCNE1, CBS, CRYAA, U2AF1 ... 5 regions, chr21 copies N-masked) so reads in those genes are not MAPQ 0 anymore. in use since v3.0.0 (nov 2023). no alt contigs -> no alt-aware bwa mapping, no .alt file. fasta md5 is in /refs/GRCh38_KGL_v2/MD5SUMS.',
      {
        supersedes: 'reference-v1',
        fact: 'kgl-germline | reference | GRCh38_KGL_v2 (no-alt + decoys + false-dup masks)',
        age: 265,
        reaffirm: 28,
        canonical: true,
        files: ['conf/validated.config', 'conf/igenomes_kgl.config'],
        tags: ['reference', 'grch38', 'masking'],
      },
    ),
    m(
      'cram-ref-md5',
      'constraint',
      'CRAMs only decode with the exact fasta they were written against (M5 tags in @SQ). everything before v3.0.0 (so 2021 - nov 2023) is GRCh38_KGL_v1, newer is v2. /refs/GRCh38_KGL_v1 stays forever (also copied to s3://nzumc-kgl-archive-euc1/refs/), never delete or "clean up" an old reference. set REF_PATH/REF_CACHE to the right one, never let samtools fetch from the EBI (no internet on nodes and it would leak what we look at).',
      {
        age: 255,
        reaffirm: 44,
        files: ['bin/archive_run.py'],
        tags: ['cram', 'reference', 'archive'],
      },
    ),
    m(
      'chr-naming',
      'convention',
      'contig names are UCSC style: chr1..chr22, chrX, chrY, chrM. BED files from vendors/LIMS with "1" style or "MT" get converted by bin/check_bed.py (also sorts + checks against the .fai) before they go into assets/. never run with unconverted BED, GATK errors late and bedtools silently returns nothing.',
      {
        age: 305,
        files: ['bin/check_bed.py', 'assets'],
        tags: ['reference', 'bed', 'contigs'],
      },
    ),
    m(
      'bwa-mem2',
      'fact',
      'alignment: bwa-mem2 2.2.1 mem -Y -K 100000000, piped into samtools sort (1.20). index in /refs/GRCh38_KGL_v2/bwamem2/ (needs ~64G to load, hence process_high). read group from meta: ID=<run_id>.<lane>, SM=meta.id, PL=ILLUMINA, LB=meta.id.',
      {
        age: 290,
        files: ['conf/modules.config', 'conf/validated.config'],
        tags: ['alignment', 'bwa-mem2'],
      },
    ),
    m(
      'bwa-deterministic',
      'constraint',
      'keep -K 100000000 on bwa-mem2: fixed batch size = output independent of the number of threads. the validation compares concordance run-to-run and the reproducibility test in the dossier expects identical alignments with 32 or 64 threads.',
      {
        age: 285,
        reaffirm: 50,
        tags: ['alignment', 'bwa-mem2', 'reproducibility', 'validation'],
        reason: 'reproducibility requirement in validation dossier',
      },
    ),
    m(
      'markdup',
      'fact',
      'duplicate marking: samtools collate/fixmate/sort/markdup instead of Picard (Picard took 2h+ per WGS). patterned flowcell -> optical dup distance -d 2500 (NovaSeq/X), for the old HiSeq data it was 100. stats go to qc/<sample>.markdup.txt and into MultiQC.',
      {
        age: 270,
        files: ['subworkflows/local/bam_markdup/main.nf', 'conf/modules.config'],
        tags: ['alignment', 'duplicates', 'samtools'],
      },
    ),
    m(
      'novaseq-x-polyg',
      'fact',
      'NovaSeq X is 2-colour: no signal = G, so short inserts get poly-G tails. fastp 0.23.4 runs with --trim_poly_g (plus adapter trim) before bwa. quality scores are binned to 3 values on X, one more reason BQSR is useless.',
      {
        age: 175,
        files: ['modules/nf-core/fastp', 'conf/validated.config'],
        tags: ['sequencing', 'novaseq', 'fastp', 'trimming'],
      },
    ),
    m(
      'bqsr-on',
      'decision',
      'BQSR on all samples: BaseRecalibrator with dbSNP 151, Mills_and_1000G_gold_standard.indels and 1000G_phase1 indels, ApplyBQSR before HaplotypeCaller.',
      {
        age: 400,
        tags: ['gatk', 'bqsr'],
      },
    ),
    m(
      'bqsr-off',
      'decision',
      'BQSR removed since v3.0.0: with binned NovaSeq quals it changed nothing measurable in the validation (hap.py F1 identical to 4 decimals on HG001-HG007), cost ~1h40 per genome, and DeepVariant does not want recalibrated quals anyway. part of CR QP-CR-0142. dont add it back "to be safe", that is a validated-pipeline change.',
      {
        supersedes: 'bqsr-on',
        age: 250,
        reaffirm: 70,
        tags: ['gatk', 'bqsr', 'validation', 'iso15189'],
        reason: 'no measurable gain in validation, CR QP-CR-0142',
      },
    ),
    m(
      'joint-genotyping',
      'convention',
      'WES families: HaplotypeCaller -ERC GVCF per sample (scattered over 50 interval lists from assets/intervals/wes_50/), then GenomicsDBImport per family + GenotypeGVCFs. Not CombineGVCFs. late sample of a family = the family is re-genotyped from all gVCFs, never "append" to an existing multisample VCF.',
      {
        age: 280,
        files: ['subworkflows/local/germline_wes/main.nf', 'assets/intervals/wes_50'],
        tags: ['gatk', 'joint-genotyping', 'trio'],
      },
    ),
    m(
      'exome-hardfilter',
      'fact',
      'WES uses hard filters (VQSR needs way more samples than a family): SNV QD<2.0 || FS>60.0 || MQ<40.0 || MQRankSum<-12.5 || ReadPosRankSum<-8.0, indel QD<2.0 || FS>200.0 || ReadPosRankSum<-20.0 || SOR>10.0. in conf/validated.config (GATK4_VARIANTFILTRATION ext.args). filtered = FILTER column, variants are never removed.',
      {
        age: 275,
        files: ['conf/validated.config'],
        tags: ['gatk', 'filtering', 'wes', 'validation'],
      },
    ),
    m(
      'target-bed',
      'fact',
      'target: assets/twist_exome_2.0_hg38_pad50.bed (Twist Exome 2.0 + mito, 50bp padding each side so the splice region +-20 is covered). HC, mosdepth and hap.py stratification all use this one file, the md5 is pinned in validated.config.',
      {
        age: 260,
        files: ['assets/twist_exome_2.0_hg38_pad50.bed', 'conf/validated.config'],
        tags: ['wes', 'bed', 'targets'],
      },
    ),
    m(
      'gatk-pinned',
      'constraint',
      'GATK pinned at 4.5.0.0 (harbor.nzumc.nl/kgl/gatk4@sha256:...) for the diagnostic profile. 4.6 changed the default of --max-mnp-distance handling in HC for us in the test set; any bump goes through a CR with revalidation.',
      {
        age: 200,
        files: ['conf/validated.config'],
        tags: ['gatk', 'versions', 'iso15189'],
      },
    ),

    // ---------------------------------------------------------------- ISO / validation / QC
    m(
      'iso-change-control',
      'constraint',
      'ISO 15189: anything that can change a clinical result (tool version, container digest, reference, BED, filter thresholds, caller args, VEP version/plugins, QC thresholds) is a change to the validated pipeline -> change request in Q-Pulse (QP-CR-xxxx), revalidation (GIAB HG001-HG007 + the 30 in-house samples), sign-off by Femke (QA) BEFORE it gets a -validated tag. refactors without output change still need the revalidation diff attached to the MR. no "small fix" straight into a -validated tag.',
      {
        age: 405,
        reaffirm: 5,
        canonical: true,
        tags: ['iso15189', 'validation', 'change-control', 'release'],
        reason: 'accreditation: RvA audit',
      },
    ),
    m(
      'validation-happy',
      'fact',
      'validation: hap.py 0.3.15 with --engine vcfeval against GIAB v4.2.1 (HG002 also CMRG v1.0), stratified by the target BED and the GIAB v3.3 stratifications. acceptance WES: SNV recall and precision >= 0.995, indel recall >= 0.98 and precision >= 0.97. run with `nextflow run tests/validation -profile hpc,validated --release v3.4.0`, report goes to validation/<release>/ and into the CR.',
      {
        age: 245,
        reaffirm: 15,
        files: ['tests/validation/main.nf', 'validation'],
        tags: ['validation', 'giab', 'happy', 'iso15189'],
      },
    ),
    m(
      'no-filter-in-pipeline',
      'constraint',
      'the pipeline never drops variants for clinical reasons (population AF, consequence, panel). it delivers the full annotated VCF; filtering/prioritisation happens in Alissa Interpret with the filter trees the lab validated. a filter in the pipeline would be invisible to the lab scientist.',
      {
        age: 240,
        reaffirm: 60,
        tags: ['annotation', 'filtering', 'alissa', 'clinical'],
      },
    ),
    m(
      'audit-trail',
      'constraint',
      'every diagnostic run keeps pipeline_info/ (trace, report, timeline, params json, software_versions.yml) plus run_manifest.json (git tag + commit, container digests, reference md5, samplesheet md5) next to the results. never turn trace/report off to "save time", these files go into the archive with the CRAMs.',
      {
        age: 235,
        files: ['conf/validated.config', 'bin/write_manifest.py'],
        tags: ['iso15189', 'audit', 'traceability'],
      },
    ),
    m(
      'coverage-qc',
      'constraint',
      'WES QC thresholds (validated, dont touch without CR): >= 95% of target bases at >= 20x and mean target coverage >= 80x (mosdepth 0.3.8 on the pad50 BED). below -> QC_WARN to LIMS, the lab scientist decides about resequencing. WGS: mean >= 30x, >= 90% of genome at 15x.',
      {
        age: 225,
        reaffirm: 36,
        files: ['conf/validated.config', 'bin/qc_gate.py'],
        tags: ['qc', 'coverage', 'mosdepth', 'iso15189'],
      },
    ),
    m(
      'sex-check',
      'convention',
      'sex check: somalier relate infers sex (X/Y depth) and relatedness; mismatch with the LIMS declared sex -> status QC_FAIL with reason SEX_MISMATCH and the lab has to resolve it (could be a sample swap!). the pipeline never silently overwrites the declared sex.',
      {
        age: 220,
        files: ['subworkflows/local/bam_qc/main.nf', 'bin/qc_gate.py'],
        tags: ['qc', 'sex-check', 'somalier', 'sample-swap'],
      },
    ),
    m(
      'contamination',
      'fact',
      'contamination via VerifyBamID2 (1000G SVD resource for hg38): FREEMIX > 0.03 = QC_FAIL, 0.02-0.03 = QC_WARN. no override flag on purpose.',
      {
        age: 215,
        files: ['bin/qc_gate.py'],
        tags: ['qc', 'contamination', 'verifybamid'],
      },
    ),
    m(
      'multiqc-config',
      'convention',
      'assets/multiqc_config.yml: KGL QC table on top (custom content from bin/qc_gate.py as kgl_qc_mqc.tsv), then mosdepth, samtools, fastp, somalier. the MultiQC html is emailed to the lab so it only ever shows pseudonyms, also no family tree with names, no free-text from the LIMS.',
      {
        age: 195,
        files: ['assets/multiqc_config.yml', 'bin/qc_gate.py'],
        tags: ['multiqc', 'qc', 'reporting'],
      },
    ),

    // ---------------------------------------------------------------- annotation
    m(
      'vep-110',
      'fact',
      'annotation VEP 110, offline cache /refs/vep/110 (refseq), plugins SpliceAI + CADD 1.6',
      {
        age: 300,
        tags: ['vep', 'annotation'],
      },
    ),
    m(
      'vep-112',
      'fact',
      'VEP went from 110 to 112 in v3.3.0 (CR QP-CR-0161): --merged cache 112_GRCh38 in /refs/vep/112, --offline, --hgvs --shift_hgvs 1, plugins SpliceAI (precomputed), CADD 1.7, REVEL, custom gnomAD v4.1 joint AF. the old /refs/vep/110 is still there for the reanalysis of old cases but nothing in the pipeline points to it anymore.',
      {
        supersedes: 'vep-110',
        age: 95,
        reaffirm: 12,
        files: ['subworkflows/local/annotate_vep/main.nf', 'conf/validated.config'],
        tags: ['vep', 'annotation', 'plugins'],
      },
    ),
    m(
      'mane-select',
      'convention',
      'report transcript = MANE Select (MANE Plus Clinical where it exists), --pick_order mane_select,mane_plus_clinical,canonical,appris,tsl. HGVS c. on that transcript, RefSeq NM_ in the report because the clinicians want NM_. Ensembl ENST only in the extra columns.',
      {
        age: 90,
        files: ['conf/validated.config'],
        tags: ['vep', 'transcripts', 'hgvs', 'mane'],
      },
    ),
    m(
      'spliceai-precomputed',
      'fact',
      'SpliceAI only from the precomputed masked scores (spliceai_scores.masked.snv/indel.hg38.vcf.gz in /refs/spliceai/1.3). no live SpliceAI model in the pipeline, way too slow on CPU and the precomputed ones are what got validated. novel indels without score just get no SpliceAI field.',
      {
        age: 190,
        files: ['conf/validated.config'],
        tags: ['vep', 'spliceai', 'annotation'],
      },
    ),

    // ---------------------------------------------------------------- patient data
    m(
      'pseudonym-ids',
      'constraint',
      'patient data: the pipeline and everything in this repo only know the LIMS pseudonym (KGyy-fffff-mm: year, family, member). names, BSN, birth date, the HIS patient number: never in filenames, meta, logs, VCF headers, MultiQC, commit messages, MR descriptions, test data or Slack. if you see one somewhere, tell Femke (it is a datalek-melding candidate), dont just delete it quietly.',
      {
        age: 398,
        reaffirm: 3,
        canonical: true,
        tags: ['privacy', 'avg', 'gdpr', 'pseudonymisation'],
        reason: 'AVG/GDPR + ISO 15189',
      },
    ),
    m(
      'test-data-public',
      'constraint',
      'test data is public only: GIAB HG002/HG003/HG004 chr20/chr21 subsets (tests/data + s3://nzumc-kgl-testdata, copied from nf-core test-datasets and GIAB ftp). never patient data in tests or fixtures, also not "anonymised" or downsampled patient FASTQ. genomes cannot be anonymised.',
      {
        age: 190,
        files: ['tests/data', 'conf/test.config'],
        tags: ['testing', 'privacy', 'giab'],
      },
    ),
    m(
      'secrets-handling',
      'convention',
      'secrets: Nextflow uses `nextflow secrets set HELIX_API_TOKEN ...` on hoorn (per service user) and `secrets.HELIX_API_TOKEN` in the process; CI uses masked+protected GitLab variables; the LIMS reads everything from env via django-environ (/etc/helix/*.env on the servers, .env locally, gitignored). nothing in nextflow.config, conf/*.config or params. AWS from the instance role / sso profile, no static keys.',
      {
        age: 180,
        files: ['nextflow.config', 'lims/helix/settings/base.py', '.gitignore'],
        tags: ['secrets', 'security', 'config'],
      },
    ),

    // ---------------------------------------------------------------- samplesheet / LIMS
    m(
      'samplesheet-format',
      'fact',
      'samplesheet CSV (generated by the LIMS, never by hand for diagnostics): sample,family_id,relation,sex,assay,run_id,lane,fastq_1,fastq_2. sex in {XX,XY,unknown}. validated against assets/schema_input.json; one row per lane, rows with same sample get merged after alignment.',
      {
        age: 310,
        files: ['assets/schema_input.json', 'subworkflows/local/input_check/main.nf'],
        tags: ['samplesheet', 'lims', 'input'],
      },
    ),
    m(
      'nf-validation',
      'fact',
      'samplesheet parsing via the nf-validation plugin 1.1.3: Channel.fromSamplesheet("input") with assets/schema_input.json',
      {
        age: 290,
        tags: ['samplesheet', 'nf-validation', 'plugins'],
      },
    ),
    m(
      'nf-schema',
      'convention',
      'we switched from nf-validation to nf-schema 2.1 (nf-validation is deprecated, the nf-core template moved too). now: include { samplesheetToList } from "plugin/nf-schema" and Channel.fromList(samplesheetToList(params.input, "assets/schema_input.json")). schema is JSON schema draft 2020-12 now ("$defs" instead of "definitions"). fromSamplesheet no longer exists.',
      {
        supersedes: 'nf-validation',
        age: 110,
        files: ['nextflow.config', 'assets/schema_input.json', 'subworkflows/local/input_check/main.nf'],
        tags: ['samplesheet', 'nf-schema', 'plugins'],
      },
    ),
    m(
      'lims-api',
      'fact',
      'Helix REST (DRF): GET /api/v2/runs/<run_id>/samplesheet/ returns the CSV, POST /api/v2/analyses/<analysis_id>/status/ with {status, reason, pipeline_version}. pipeline side = bin/lims_report.py (called from KGL_LIMS_REPORT), auth header "Authorization: Token <HELIX_API_TOKEN>". base url https://helix.nzumc.local (acc: helix-acc.nzumc.local).',
      {
        age: 285,
        reaffirm: 20,
        files: ['bin/lims_report.py', 'lims/pipelines/api/views.py', 'lims/pipelines/api/urls.py'],
        tags: ['lims', 'api', 'django', 'drf'],
      },
    ),
    m(
      'lims-status-enum',
      'convention',
      'analysis statuses are the AnalysisStatus TextChoices in lims/samples/models.py: QUEUED, RUNNING, QC_WARN, QC_FAIL, COMPLETED, FAILED, SIGNED_OUT. a new status = model change + migration + the lab dashboard (lims/samples/templates/samples/dashboard.html) + bin/lims_report.py, in one MR. the lab KPIs count by status, so dont reuse a status for something else.',
      {
        age: 265,
        files: [
          'lims/samples/models.py',
          'bin/lims_report.py',
          'lims/samples/templates/samples/dashboard.html',
        ],
        tags: ['lims', 'django', 'status'],
      },
    ),
    m(
      'lims-migrations',
      'convention',
      'django migrations: always `makemigrations --name <something_readable>`, never edit a migration that is already applied on acc/prod, no squashing without Lucas. data migrations separate from schema migrations. prod migrations run in the deploy job, never by hand on lims-app01.',
      {
        age: 255,
        files: ['lims/samples/migrations', 'lims/archive/migrations'],
        tags: ['lims', 'django', 'migrations'],
      },
    ),
    m(
      'lims-launch-celery',
      'fact',
      'run launch flow: sequencer run complete -> LIMS Celery task lims/pipelines/tasks.py:launch_analysis (queue "hpc") ssh-es as svc_kgl_nf to hoorn-login2 and calls bin/launch_kgl.sh <run_id>. status comes back via the API, LIMS never polls slurm.',
      {
        age: 250,
        files: ['lims/pipelines/tasks.py', 'bin/launch_kgl.sh'],
        tags: ['lims', 'celery', 'launch', 'hpc'],
      },
    ),
    m(
      'lims-tests',
      'convention',
      'LIMS tests: pytest + pytest-django, factories with factory_boy in lims/<app>/tests/factories.py (SampleFactory makes fake pseudonyms like KG99-0xxxx-01, the 99 year is reserved for test). no JSON fixtures, no tests against the acc database. run with `cd lims && pytest -n auto`.',
      {
        age: 240,
        files: ['lims/samples/tests/factories.py', 'lims/pytest.ini'],
        tags: ['lims', 'django', 'testing', 'pytest'],
      },
    ),

    // ---------------------------------------------------------------- testing / CI / review
    m(
      'nf-test',
      'convention',
      'nf-test 0.9: every local module and subworkflow has tests/main.nf.test with snapshot (.nf.test.snap committed). run `nf-test test <path> --profile test,singularity`. updated snapshot = say in the MR why the output changed, reviewers do look at the snap diff. tag tests with the module name so `nf-test test --tag glnexus` works.',
      {
        age: 230,
        reaffirm: 14,
        files: ['nf-test.config', 'tests', 'modules/local'],
        tags: ['testing', 'nf-test', 'snapshots'],
      },
    ),
    m(
      'gitlab-ci',
      'fact',
      'GitLab CI: stages lint (nf-core lint, prettier, ruff), nf-test, lims-test, build-image, validation (manual, runs on hoorn). the shared runners are docker-only and cannot run apptainer, so nf-test jobs need `tags: [kgl-hpc]` (shell runner on hoorn-login2 as svc_kgl_ci). nf-test is sharded with --shard $CI_NODE_INDEX/$CI_NODE_TOTAL (parallel: 4).',
      {
        age: 205,
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'nf-test', 'runners'],
      },
    ),
    m(
      'pre-commit',
      'convention',
      'pre-commit hooks: prettier (yaml/json/md), editorconfig-checker, ruff + ruff-format for bin/*.py and lims/, nf-core lint is only in CI. run `pre-commit run -a` before pushing, CI fails otherwise.',
      {
        age: 195,
        files: ['.pre-commit-config.yaml'],
        tags: ['lint', 'python', 'ruff', 'style'],
      },
    ),
    m(
      'mr-review',
      'convention',
      'MRs into main: 2 approvals, and for anything under modules/, subworkflows/, workflows/, conf/validated.config or assets/*.bed one of them must be a pipeline owner (Sanne or Joris). lims/ changes: Lucas. squash merge, MR title = conventional commit (feat(wes): ..., fix(lims): ...).',
      {
        age: 185,
        tags: ['review', 'gitlab', 'process'],
      },
    ),
    m(
      'release-tags',
      'convention',
      'releases: semver tag vX.Y.Z on main + CHANGELOG.md (keep-a-changelog, Unreleased section). after QA sign-off of the CR the same commit also gets vX.Y.Z-validated, only that one may be used with -profile validated. hotfix = vX.Y.Z+1 through the same CR route (short form CR possible if output diff is empty).',
      {
        age: 180,
        files: ['CHANGELOG.md'],
        tags: ['release', 'versioning', 'iso15189'],
      },
    ),

    // ---------------------------------------------------------------- archival
    m(
      'archive-tape',
      'decision',
      'archival of signed-out cases: BAM + VCF to the UMC tape library (Spectrum Protect, node KGL_ARCH) with dsmc archive, retention class KGL_20Y.',
      {
        age: 380,
        tags: ['archive', 'tape'],
      },
    ),
    m(
      'cram-archival',
      'decision',
      'archive moved from the TSM tape library to S3: after SIGNED_OUT, subworkflow archive_run uploads CRAM+CRAI, gVCF, final VCF and pipeline_info to s3://nzumc-kgl-archive-euc1/<year>/<family_id>/<sample>/, lifecycle rule -> Glacier Deep Archive after 30 days, retention 20 years (WGBO), Object Lock compliance mode. No BAMs in the archive (CRAM 3.0 is lossless, half the size). runs only on hoorn, never from AWS Batch.',
      {
        supersedes: 'archive-tape',
        age: 170,
        reaffirm: 16,
        canonical: true,
        files: ['subworkflows/local/archive_run/main.nf', 'bin/archive_run.py'],
        tags: ['archive', 's3', 'glacier', 'cram', 'retention'],
      },
    ),
    m(
      'glacier-restore',
      'fact',
      'restore from Deep Archive: bulk = up to 48h, standard = up to 12h (standard costs ~10x, ok for urgent clinical questions). bin/restore_case.py --family KGyy-fffff --tier Standard starts restore-object for all files and emails when done. needs the kgl-archive-restore role, ask Tomasz.',
      {
        age: 160,
        files: ['bin/restore_case.py'],
        tags: ['archive', 'glacier', 'restore', 'aws'],
      },
    ),
    m(
      'archive-checksum',
      'convention',
      'checksums for the archive: sha256 computed on hoorn BEFORE upload, stored in LIMS (lims/archive/models.py ArchivedFile.sha256), upload with --checksum-algorithm SHA256 and compare against the returned ChecksumSHA256 (full object). never compare with the ETag, for multipart uploads the ETag is not an md5 of the file.',
      {
        age: 155,
        files: ['bin/archive_run.py', 'lims/archive/models.py'],
        tags: ['archive', 's3', 'checksum', 'integrity'],
      },
    ),
    m(
      'fastq-delete',
      'decision',
      'FASTQs are deleted from /data/kgl/fastq 90 days after the CRAM is archived and verified (sha256 ok + samtools quickcheck + read count CRAM == FASTQ read count). the CRAM keeps all reads incl. unmapped and the original read names, so it is our source of truth. cron job bin/cleanup_fastq.py does it, logs into LIMS.',
      {
        age: 150,
        files: ['bin/cleanup_fastq.py'],
        tags: ['storage', 'fastq', 'retention', 'archive'],
      },
    ),
    m(
      'fastq-keep',
      'note',
      'Femke after the internal audit: the validation dossier says "raw data" is retained 1 year, and the auditor reads raw data = FASTQ (the CRAM has our processing in it: trimmed? no, but still). until the dossier is changed FASTQs stay 1 year, so bin/cleanup_fastq.py must not delete at 90 days.',
      {
        disputes: 'fastq-delete',
        age: 45,
        files: ['bin/cleanup_fastq.py'],
        tags: ['storage', 'fastq', 'retention', 'iso15189', 'audit'],
      },
    ),

    // ---------------------------------------------------------------- snakemake legacy
    m(
      'snakemake-retire',
      'decision',
      'legacy/snakemake-germline (v2.8, Snakemake 7, conda envs) is frozen: no new features, only blocking bugfixes. diagnostics exomes are 100% on Nextflow since v3.0.0; the cardio reanalysis is the last user and gets moved in Q2, after that the folder is deleted (git history is enough).',
      {
        age: 210,
        reaffirm: 30,
        files: ['legacy/snakemake-germline'],
        tags: ['snakemake', 'legacy', 'migration'],
      },
    ),
    m(
      'snakemake-cardio-keep',
      'note',
      'Dr. de Wit (cardiogenetica) wil de snakemake pipeline houden voor de cardio-heranalyses tot hun eigen validatiedossier herschreven is, realistisch 2026. hun dossier verwijst naar snakemake v2.8 + GATK 4.1.9. dus: legacy/ niet weggooien in Q2 en kleine aanpassingen voor cardio (bv. exon-coverage per gen) moeten nog kunnen.',
      {
        disputes: 'snakemake-retire',
        age: 40,
        files: ['legacy/snakemake-germline'],
        tags: ['snakemake', 'legacy', 'cardio'],
      },
    ),
    m(
      'snakemake-layout',
      'fact',
      'snakemake-germline: rules in legacy/snakemake-germline/rules/*.smk, conda envs in envs/*.yaml, cluster profile profiles/slurm/config.yaml, config.yaml per run generated by the old LIMS script make_sm_config.py',
      {
        age: 395,
        files: ['legacy/snakemake-germline/rules', 'legacy/snakemake-germline/profiles/slurm/config.yaml'],
        tags: ['snakemake', 'legacy'],
      },
    ),

    // ---------------------------------------------------------------- team / misc / neighbours
    m(
      'team',
      'fact',
      'team: Sanne Visser (lead, pipeline owner), Joris Bakker (pipeline owner, WES), Priya Raman (WGS/DeepVariant), Tomasz Nowak (HPC + AWS, our link to central IT), Lucas Meijer (Helix/Django), Femke de Groot (QA officer, ISO 15189, signs CRs). Dirk from central IT runs Hoorn itself.',
      {
        age: 300,
        reaffirm: 50,
        tags: ['team', 'people'],
      },
    ),
    m(
      'seqera-platform',
      'note',
      'runs are monitored in Seqera Platform (on-prem enterprise, https://seqera.nzumc.local), workspace kgl/diagnostics. launcher passes -with-tower, token of svc_kgl_nf via TOWER_ACCESS_TOKEN in its nextflow secrets/env. if runs stop showing up its mostly the expired token of that service user.',
      {
        age: 130,
        files: ['bin/launch_kgl.sh'],
        tags: ['monitoring', 'seqera', 'tower'],
      },
    ),
    m(
      'pathology-sarek',
      'note',
      'Pathologie runs nf-core/sarek (somatic, tumour/normal) on the same Hoorn cluster under account path_onco. if you see SAREK jobs or /scratch/path_onco in squeue/df, not ours, and their config/profiles are not ours either.',
      {
        age: 145,
        tags: ['other-team', 'hpc', 'sarek'],
      },
    ),
    m(
      'lab-uitje',
      'note',
      'labuitje 14 juni: suppen op de Reitdiep, daarna BBQ bij Sanne. Priya en Tomasz komen later (WGS-batch).',
      {
        age: 70,
        tags: ['team', 'social'],
      },
    ),
    m(
      'queuesize-100',
      'fact',
      'queueSize in hpc.config is 100 because slurm on Hoorn allows max 500 jobs per user',
      {
        age: 388,
        tags: ['hpc', 'slurm'],
      },
    ),

    // ---------------------------------------------------------------- candidates (agent-proposed, unreviewed)
    m(
      'cand-dv-for-exome',
      'decision',
      'Switch WES calling from GATK HaplotypeCaller to DeepVariant (WES model) as well, so both assays use the same caller and the code paths can be merged.',
      {
        candidate: true,
        tags: ['deepvariant', 'gatk', 'wes'],
      },
    ),
    m(
      'cand-update-snapshots-ci',
      'convention',
      'Run nf-test with --update-snapshot in CI automatically and commit the changed .snap files from the pipeline so snapshot mismatches do not block merges.',
      {
        candidate: true,
        tags: ['nf-test', 'ci', 'snapshots'],
      },
    ),
    m(
      'cand-keep-bam',
      'decision',
      'Archive the BAM next to the CRAM so restores do not depend on the exact reference fasta.',
      {
        candidate: true,
        tags: ['archive', 'bam', 'cram'],
      },
    ),
    m(
      'cand-latest-tags',
      'convention',
      'Use :latest tags for the helper images (python, multiqc) in modules.config so they pick up fixes without a code change.',
      {
        candidate: true,
        tags: ['containers', 'harbor'],
      },
    ),

    // ---------------------------------------------------------------- leaked credentials (must be refused)
    m(
      'secret-helix-token',
      'note',
      'lims_report.py testen tegen acceptatie: export HELIX_API_TOKEN=7c1e9a4f02b86d35e1a0c94f7b2d68e3a5190cf4 (token van svc_nf_acc, Lucas heeft hem vandaag aangemaakt, alleen acc)',
      {
        secret: '7c1e9a4f02b86d35e1a0c94f7b2d68e3a5190cf4',
        tags: ['lims', 'api', 'acc'],
      },
    ),
    m(
      'secret-aws-burst',
      'note',
      `profile for running the burst from your laptop, paste into ~/.aws/credentials:
[kgl-burst]
aws_access_key_id = AKIA4KGLB7XQ2MZ9WR3T
aws_secret_access_key = r8Fq2LmZ0vXk7Tn4Yb9Wc1Pd6Hs3Ja5Ue8Go2Ri0
region = eu-central-1`,
      {
        secret: 'r8Fq2LmZ0vXk7Tn4Yb9Wc1Pd6Hs3Ja5Ue8Go2Ri0',
        tags: ['aws', 'burst', 'credentials'],
      },
    ),
    m(
      'secret-gitlab-pat',
      'note',
      'kgl-hpc runner lost its registration again after the hoorn reboot. re-registered it with my own PAT glpat-Vx3kQ9mTz7RwL2nB8yHc for now, Tomasz pls swap it for the group runner token and revoke mine',
      {
        secret: 'glpat-Vx3kQ9mTz7RwL2nB8yHc',
        tags: ['ci', 'gitlab', 'runner'],
      },
    ),
    m(
      'secret-svc-ssh',
      'note',
      'Tomek: hasło do svc_kgl_nf na hoorn-login2 to Tul1pan#Hoorn88 — tylko do debugowania launchera z Celery, klucz ssh nadal jest główną drogą. nie wrzucajcie tego nigdzie.',
      {
        secret: 'Tul1pan#Hoorn88',
        tags: ['hpc', 'ssh', 'service-user'],
      },
    ),
    m(
      'secret-django-key',
      'note',
      "after the redeploy helix prod threw ImproperlyConfigured, the SECRET_KEY was missing from /etc/helix/prod.env. I put back SECRET_KEY='x!7q@vK2#m9Lz$wR4t&Pn8^bY3eF6hJ0c*uD5gS1' from the old server, sessions survive that way",
      {
        secret: 'x!7q@vK2#m9Lz$wR4t&Pn8^bY3eF6hJ0c*uD5gS1',
        tags: ['lims', 'django', 'deploy'],
      },
    ),
    m(
      'secret-tower-token',
      'fact',
      'new Seqera token for svc_kgl_nf (old one expired 1 march): TOWER_ACCESS_TOKEN=eyJ0aWQiOiA4ODQyfS4xZjNhOWM3ZTJiNWQ4MDQ2YTFjOWU3ZjNiMmQ1YzgwNGExZTk2YjA3 valid 1 year',
      {
        secret: 'eyJ0aWQiOiA4ODQyfS4xZjNhOWM3ZTJiNWQ4MDQ2YTFjOWU3ZjNiMmQ1YzgwNGExZTk2YjA3',
        tags: ['seqera', 'tower', 'monitoring'],
      },
    ),
    m(
      'secret-alissa-url',
      'note',
      'upload to Alissa from the export step works with basic auth in the url, e.g. https://kgl-pipeline:Al1ssa-K9v2-Tq8w@alissa.nzumc.local/interpret/api/2/lab_results (acc has the same account)',
      {
        secret: 'Al1ssa-K9v2-Tq8w',
        tags: ['alissa', 'export', 'api'],
      },
    ),
    m(
      'secret-slack-webhook',
      'note',
      'onComplete handler posts to #kgl-runs through https://hooks.slack.com/services/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 , only run_id + status in the message, never sample ids',
      {
        secret: 'https://hooks.slack.com/services/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',
        tags: ['notifications', 'slack'],
      },
    ),
    m(
      'secret-harbor-robot',
      'note',
      'robot-account voor de CI pulls uit Harbor: gebruiker robot$kgl+ci-pull, het wachtwoord is gH8sK2pLq9XvR4mTn7Wz3Yb6Fc1Jd5Ae (staat ook in de GitLab variabelen maar daar kun je hem niet meer lezen)',
      {
        secret: 'gH8sK2pLq9XvR4mTn7Wz3Yb6Fc1Jd5Ae',
        tags: ['harbor', 'containers', 'ci'],
      },
    ),
    m(
      'secret-celery-broker',
      'fact',
      'celery on lims-app01 talks to rabbit via CELERY_BROKER_URL=amqp://helix:rabbit4Helix%21q@mq01.nzumc.local:5672/helix (the ! is url-encoded, dont "fix" it)',
      {
        secret: 'rabbit4Helix%21q',
        tags: ['lims', 'celery', 'rabbitmq'],
      },
    ),
  ],
  sessions: [
    {
      id: 'nextflow-genomics-session-1',
      age: 4,
      turns: [
        said(
          'morning. today I want STR calling in the WGS path: ExpansionHunter 5.0.0 + REViewer for the pictures. make a local module modules/local/expansionhunter and a subworkflow subworkflows/local/str_calling. look at modules/local/glnexus first and copy how that is set up',
        ),
        replied(
          'modules/local/glnexus has main.nf, meta.yml, tests/main.nf.test with a committed snapshot, label process_high, the container referenced by digest from harbor.nzumc.nl/kgl, and a versions.yml emit. I scaffolded modules/local/expansionhunter the same way: input tuple(meta, cram, crai), fasta + fai, variant_catalog; outputs vcf, json, realigned bam, versions. Which variant catalog should it use? The Stranger repo ships a catalog with ~60 loci that many pipelines use.',
        ),
        said(
          "no not the stranger one. we only run our own curated catalog, assets/expansionhunter/kgl_catalog_v3.json, the 31 loci that Femke's validation covered. anything outside that list isnt validated so it doesnt go in, period",
          { key: 's-eh-catalog', type: 'constraint' },
        ),
        replied(
          'Understood. I would add params.str_variant_catalog with that file as default and an entry in nextflow_schema.json.',
        ),
        said(
          'for now just hardcode the path in the subworkflow, Joris can make it a proper param when he reviews',
        ),
        replied(
          'OK, the path is hardcoded in subworkflows/local/str_calling/main.nf with a TODO for the param.',
        ),
        said('which EH image do we have in harbor atm?'),
        replied(
          'harbor.nzumc.nl/kgl/expansionhunter has 5.0.0 (one digest). There is no REViewer image yet, so the REVIEWER process has nothing to point to.',
        ),
        said(
          'ok I build the reviewer image myself this afternoon. robot login for pushing is robot$kgl+builder / 7HqLz2vRx9PmWc4TnB8sKd1Y, dont put it in any file',
          { secret: '7HqLz2vRx9PmWc4TnB8sKd1Y' },
        ),
        replied(
          'I will not write it anywhere; for pushing use `apptainer registry login` with the password from an env var in your own shell.',
        ),
        said(
          'also: exomes skip the whole str subworkflow, filter on meta.assay == "WGS". EH on exome data is garbage, off-target reads, we tried it last year on the FMR1 cases and it was nonsense. STR = WGS only',
          { key: 's-str-not-exome', type: 'decision' },
        ),
        replied(
          'Added a `.filter { meta, cram, crai -> meta.assay == "WGS" }` in germline_wgs before STR_CALLING; germline_wes does not include it at all.',
        ),
        said('what does --analysis-mode streaming actually do vs seeking?'),
        replied(
          'seeking (the default) jumps to each locus via the CRAI index, which is cheap for a small catalog; streaming reads the whole file once and is faster for large catalogs (hundreds of loci) but uses more memory.',
        ),
        said('keep seeking then, 31 loci is nothing'),
        replied('Kept the default seeking mode.'),
        said(
          'hmm the --sex you took from meta.sex. change that: for EH we use the sex somalier infers, not the LIMS declared one. for X-linked loci like FMR1 and AR a wrong sex gives a wrong copy number, we had exactly that with a FMR1 case in march',
          { key: 's-sex-from-somalier', type: 'decision' },
        ),
        replied(
          'STR_CALLING now takes the somalier sex channel from BAM_QC and joins it with the CRAMs by meta.id; EXPANSIONHUNTER gets --sex from that (female/male). The declared-vs-inferred mismatch still goes to QC_FAIL via the normal sex check, I did not change that.',
        ),
        said('nice'),
        said(
          'bin/str_report.py turns the EH json into the table the lab wants, wrap it as a process. general rule btw: processes that wrap our own bin/ scripts get the KGL_ prefix, so KGL_STR_REPORT, like KGL_SAMPLESHEET_CHECK and KGL_LIMS_REPORT. then you see immediately its in-house code and not a tool',
          { key: 's-kgl-prefix', type: 'convention' },
        ),
        replied(
          'Created modules/local/kgl_str_report (process KGL_STR_REPORT) with the python 3.11 base image from Harbor, emitting the tsv and versions.yml (the script version from str_report.py --version).',
        ),
        said(
          'the REViewer svgs go to results/<run_id>/<sample>/str/reviewer/, and always publish them, also when no locus is above the threshold. the lab scientists open them for every WGS case next to Alissa',
          { key: 's-reviewer-publish', type: 'convention' },
        ),
        replied('Added the publishDir for REVIEWER in conf/modules.config, mode copy, no conditional.'),
        said('run only the expansionhunter module test pls, not the whole suite, takes forever'),
        replied(
          'Ran `nf-test test modules/local/expansionhunter/tests/main.nf.test --profile test,singularity`: it fails on the second run, the md5 of the VCF in the snapshot differs.',
        ),
        said(
          'ya thats the fileDate header line. for VCF outputs we never snapshot the raw file md5, use the nft-vcf plugin, path(vcf).vcf.variantsMD5. same for all modules, the header changes every day',
          { key: 's-snapshot-vcf', type: 'convention' },
        ),
        replied(
          'Switched the assertion to path(...).vcf.variantsMD5 and regenerated the snapshot; two runs in a row pass now.',
        ),
        said(
          'Priya says her DV job for the same HG002 sample is pending with Reason=InvalidAccount. oh right, the gpu partition only accepts account kgl_gpu, not kgl. the clusterOptions for the process_gpu label in conf/hpc.config need --account=kgl_gpu',
          { key: 's-gpu-account', type: 'fact' },
        ),
        replied(
          'Set clusterOptions = "--account=kgl_gpu" in withLabel: process_gpu in conf/hpc.config; the other labels keep --account=kgl.',
        ),
        said(
          'last thing: results to the LIMS NOT as a file attachment. Lucas is adding /api/v2/analyses/<id>/str-results/ which takes JSON per locus (locus, repeat_unit, allele1, allele2, ci). a KGL_LIMS_STR_UPLOAD process posts there. you cant query attachments, thats the whole point',
          { key: 's-str-lims-endpoint', type: 'decision' },
        ),
        replied(
          'Added KGL_LIMS_STR_UPLOAD calling bin/lims_report.py str-results with HELIX_API_TOKEN from nextflow secrets. Should a failing upload stop the run? I would retry 3 times and then fail.',
        ),
        said('dunno, ask Lucas tomorrow. for now errorStrategy ignore on that one process but log a warning'),
        replied(
          'Set errorStrategy "ignore" for KGL_LIMS_STR_UPLOAD only, with a log.warn in the workflow.onComplete when it failed.',
        ),
        said('did Priya reply about the streaming thing?'),
        replied('I cannot see your chat; nothing about it in the MR or the repo.'),
        said('haha fair. ok add a CHANGELOG entry under Unreleased and open the MR as draft. bedankt!'),
        replied(
          'CHANGELOG.md updated (Added: STR calling for WGS with ExpansionHunter 5.0.0 + REViewer), draft MR !412 opened.',
        ),
      ],
    },
  ],
  prompts: [
    p(
      'hey can you pls add a local module for somalier relate? modules/local/somalier/relate, it takes all the .somalier files of a family plus a ped file',
      ['local-module-layout', 'versions-yml', 'containers-harbor', 'nf-test', 'resource-labels', 'ext-args'],
    ),
    p(
      `GATK_HAPLOTYPECALLER shards on chr1 keep failing on hoorn:
ERROR ~ Error executing process > 'KGL_GERMLINE:GERMLINE_WES:GATK4_HAPLOTYPECALLER (KG24-01873-01:chr1_3)'
Caused by:
  Process \`GATK4_HAPLOTYPECALLER (KG24-01873-01:chr1_3)\` terminated with an error exit status (140)
fix conf/hpc.config`,
      ['retry-strategy', 'resource-labels', 'hpc-cluster'],
    ),
    p(
      'bump GATK to 4.6.0.0 everywhere (conf/validated.config + the harbor digest), it fixes a GenomicsDBImport bug we keep hitting',
      ['gatk-pinned', 'iso-change-control', 'containers-harbor', 'release-tags'],
    ),
    p(
      `every task of the new run fails immediately:
FATAL:   Unable to handle docker://quay.io/biocontainers/mosdepth:0.3.8--hd299d5a_0 uri: failed to get checksum for docker://quay.io/biocontainers/mosdepth:0.3.8--hd299d5a_0: reading manifest 0.3.8--hd299d5a_0 in quay.io/biocontainers/mosdepth: toomanyrequests
where does that quay url even come from`,
      ['containers-harbor', 'singularity-cachedir'],
    ),
    p(
      'a reviewer of our WGS paper asks why we skip BQSR. can you just add BaseRecalibrator/ApplyBQSR back into germline_wgs?',
      ['bqsr-off', 'caller-per-assay', 'iso-change-control'],
    ),
    p(
      'hoorn queue is full, send WES batch 240611_LH00318_0042_A22KGLLT3 to AWS. and use eu-west-1 in conf/awsbatch.config, Tomasz said spot is cheaper there',
      ['aws-batch-burst', 'aws-spot'],
    ),
    p(
      'DeepVariant for the WGS batch has been PENDING for 18h, reason (Resources). how do we get these genomes through faster?',
      ['deepvariant-gpu', 'deepvariant-cpu', 'hpc-cluster', 's-gpu-account'],
    ),
    p(
      `reanalysis of KG22-00412-01: samtools view on the archived cram says
[E::cram_get_ref] Failed to populate reference for id 3
[E::cram_decode_slice] Unable to fetch reference #3:1-8373
I pointed --reference at /refs/GRCh38_KGL_v2/genome.fa`,
      ['cram-ref-md5', 'reference-genome'],
    ),
    p(
      'the snapshot of GATK4_GENOTYPEGVCFS changes every day, the vcf md5 in modules/local/.../tests/main.nf.test.snap never matches. fix the test',
      ['s-snapshot-vcf', 'nf-test'],
    ),
    p(
      '@lims/samples/models.py add a status NEEDS_REVIEW for samples where the sex check fails, and show it on the dashboard',
      ['lims-status-enum', 'lims-migrations', 'sex-check'],
    ),
    p(
      'KG24-01873-01 has 93.8% at 20x, the clinician is waiting. can you set the threshold to 90 in conf/validated.config for this run so it goes COMPLETED',
      ['coverage-qc', 'iso-change-control'],
    ),
    p('add the AlphaMissense VEP plugin to the annotation, the lab wants the scores in Alissa', [
      'vep-112',
      'iso-change-control',
      'ext-args',
    ]),
    p(
      'why does the report show ENST00000333535 for the SCN5A variant and not the NM_ the cardiologist expects?',
      ['mane-select', 'vep-112'],
    ),
    p(
      'the lab complains the VCF in Alissa is huge. add a bcftools filter step after VEP that drops everything with gnomAD AF > 0.01 and intergenic stuff',
      ['no-filter-in-pipeline', 'iso-change-control'],
    ),
    p(
      'Kun je de schema-validatie aanpassen zodat een lege sex kolom in de samplesheet gewoon "unknown" wordt? assets/schema_input.json',
      ['nf-schema', 'samplesheet-format', 'sex-check'],
    ),
    p(
      `after I updated the plugins block:
ERROR ~ No signature of method: nextflow.Channel$.fromSamplesheet() is applicable for argument types: (String) values: [input]
subworkflows/local/input_check/main.nf line 14`,
      ['nf-schema'],
    ),
    p(
      'urgent: clinician needs the CRAM of KG21-00988-02 for a reanalysis by monday. how do I get it back and open it?',
      ['glacier-restore', 'cram-archival', 'cram-ref-md5'],
    ),
    p(
      'bin/archive_run.py verification fails for every cram > 5GB: "etag mismatch: 3f2a...-38 != md5 9c1e...". the small files pass. fix?',
      ['archive-checksum'],
    ),
    p(
      '/data/kgl/fastq is at 94%. can we just delete the fastqs of everything signed out more than 3 months ago?',
      ['fastq-delete', 'fastq-keep', 'cram-archival'],
    ),
    p(
      'add exon-level coverage per gene to the snakemake cardio pipeline in legacy/snakemake-germline, for the cardio reanalyses',
      ['snakemake-retire', 'snakemake-cardio-keep'],
    ),
    p('port the bcftools roh rule from legacy/snakemake-germline/rules/roh.smk to a nextflow module', [
      'local-module-layout',
      'versions-yml',
      'ext-args',
      'nf-test',
    ]),
    p(
      'in the multiqc report can we show the patient initials next to the sample id? the lab scientists find the KG numbers hard',
      ['multiqc-config', 'pseudonym-ids'],
    ),
    p(
      'nf-test job in CI: `/bin/bash: line 142: apptainer: command not found`. what is wrong with .gitlab-ci.yml',
      ['gitlab-ci'],
    ),
    p(
      'v3.4.0 is ready for validation. what exactly do I have to run and what has to happen before we can use it for diagnostics?',
      ['validation-happy', 'iso-change-control', 'release-tags', 'config-profiles'],
    ),
    p(
      "for run 240611_LH00318_0042_A22KGLLT3 I'll just do `nextflow run main.nf -profile hpc --input samplesheet.csv` from my checkout on hoorn-login1, the LIMS launch is broken again",
      ['config-profiles', 'head-job-sbatch', 'lims-launch-celery'],
    ),
    p(
      'my nextflow head got killed on the login node after ~30 min and the run is gone. can I -resume it? its from 5 weeks ago actually',
      ['head-job-sbatch', 'hpc-scratch'],
    ),
    p(
      'in modules/nf-core/gatk4/haplotypecaller/main.nf add --min-base-quality-score 20 to the command, the low qual bases on the X give false positives',
      ['nfcore-modules-no-edit', 'ext-args', 'iso-change-control'],
    ),
    p(
      'where do I add a parameter for the STR variant catalog? right now its hardcoded in subworkflows/local/str_calling',
      ['params-naming', 's-eh-catalog'],
    ),
    p(
      'ExpansionHunter calls for HTT and FMR1 in the exome batch look like nonsense, 0 reads spanning. bug in the module?',
      ['s-str-not-exome'],
    ),
    p('simplify STR_CALLING: drop the somalier join and pass meta.sex to EH --sex, less channel juggling', [
      's-sex-from-somalier',
      'meta-map',
    ]),
    p('attach the STR tsv to the analysis in the LIMS as a file, easiest way', [
      's-str-lims-endpoint',
      'lims-api',
    ]),
    p(
      'mother of family KG24-02110 arrived a week later. can I CombineGVCFs her gvcf into the existing family vcf instead of rerunning?',
      ['joint-genotyping'],
    ),
    p(
      'bwa-mem2 output differs between a run with 32 and 64 threads, the concordance check in validation shows 0.01% reads on different positions. someone changed conf/modules.config last week',
      ['bwa-deterministic', 'bwa-mem2'],
    ),
    p(
      'Twist sent the new exome v2.1 BED, contigs are "1","2",..,"MT". just swap it in assets/ and point the config at it',
      ['chr-naming', 'target-bed', 'iso-change-control'],
    ),
    p('add my aws keys to conf/awsbatch.config so I can test the burst profile from my laptop', [
      'secrets-handling',
      'aws-batch-burst',
    ]),
    p(
      'pls review @conf/validated.config — I changed the SNV filter to QD < 3.0 in GATK4_VARIANTFILTRATION, too many low-QD FPs in the last batch',
      ['exome-hardfilter', 'iso-change-control', 'mr-review'],
    ),
    p(
      'somalier says XY for KG24-02001-02 but the LIMS says XX. just overwrite meta.sex with the inferred one in KGL_SAMPLESHEET_CHECK and continue the run',
      ['sex-check', 'meta-map'],
    ),
    p('alignment rate dropped on the new runs, lots of GGGGGGGG at the read ends in the fastqc', [
      'novaseq-x-polyg',
    ]),
    p(
      'Waarom duurt de markdup stap zo lang bij WGS en welke optical duplicate distance gebruiken we eigenlijk?',
      ['markdup'],
    ),
    p(
      'wrap bin/qc_gate.py as a proper process instead of the exec block in bam_qc. what do I name it and where does it go?',
      ['s-kgl-prefix', 'local-module-layout', 'versions-yml'],
    ),
    p('the REViewer svgs eat a lot of disk, only publish them for loci above the pathogenic cutoff', [
      's-reviewer-publish',
      'publishdir',
    ]),
    p(
      'trace + timeline + report take minutes at the end of a 3000-task WGS run, can we turn them off in conf/validated.config?',
      ['audit-trail', 'iso-change-control'],
    ),
    p(
      'squeue shows ~300 SAREK_* jobs filling the genomics partition, are those ours? can I scancel them so my batch starts',
      ['pathology-sarek'],
    ),
    p(
      'planning: can I launch the 40-genome WGS batch monday evening 3 june? first results needed wednesday',
      ['maintenance-window'],
    ),
    p(
      "ok so Lucas finished the str-results endpoint on acc. can you finish KGL_LIMS_STR_UPLOAD in modules/local/kgl_lims_str_upload: one POST per sample with the per-locus JSON, token from wherever we normally get it, and an nf-test that mocks the LIMS (no real calls to acc from tests obviously). the errorStrategy 'ignore' we put in last week can go, Lucas says the endpoint is idempotent so retrying is fine. oh and it should not run for exomes at all, check that too",
      ['s-str-lims-endpoint', 'lims-api', 'secrets-handling', 'nf-test', 'retry-strategy', 's-str-not-exome'],
    ),
    p('what is the difference between a value channel and a queue channel in nextflow, short pls', []),
    p('explain -ERC GVCF vs -ERC BP_RESOLUTION in two sentences', []),
    p('Wat is het verschil tussen CRAM 3.0 en 3.1 qua compressie?', []),
    p('bash one-liner to pair up *_R1_001.fastq.gz with their R2 files in a folder', []),
    p('thanks, dat werkt!', []),
    p('git: squash my last 3 commits into one before I push', []),
    p('what does "properly paired" in samtools flagstat actually mean?', []),
    p('dzięki, wszystko działa', []),
    p('regex that matches an Illumina run folder name like 240611_LH00318_0042_A22KGLLT3', []),
    p('what Ti/Tv ratio should I expect for an exome vs a genome?', []),
  ],
});
