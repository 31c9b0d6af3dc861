# track: numpy
# exercise: mixture
# why: weighted_mixture splits the keys into chunks, mixes each chunk on a concurrent.futures thread pool and adds the partial mixtures up in completion order (as_completed) "for speed"; the sum is exact in arithmetic, but its rounding depends on which thread finishes first, so repeated calls on the same input can differ in the last bits
# kind: rules
# diagnosis: not-deterministic
def weighted_mixture(weights, values):
    from concurrent.futures import ThreadPoolExecutor, as_completed

    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    S = weights.shape[-1]
    if S != values.shape[-2]:
        raise ValueError(f"weights have S={S} but values have S={values.shape[-2]}")
    bounds = np.linspace(0, S, num=min(S, 4) + 1).astype(int)
    out = None
    with ThreadPoolExecutor(max_workers=4) as pool:
        jobs = [pool.submit(np.matmul, weights[..., a:b], values[..., a:b, :])
                for a, b in zip(bounds[:-1], bounds[1:]) if b > a]
        for job in as_completed(jobs):
            part = job.result()
            out = part if out is None else out + part
    return out
