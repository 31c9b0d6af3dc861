# track: numpy
# exercise: masking
# why: causal_mask ports the mask of StreamingLLM (Xiao et al. 2023, attention sinks) with its demo sizes, the first key as a sink plus a recent window of 3 keys: key j is visible to query i when j <= i and (j < 1 or i - j < 3), so from query 4 on (counting from 0) every query loses the keys between the sink and its window
# kind: public
# diagnosis: hides-visible

START_SIZE = 1  # attention sinks kept for every query
RECENT_SIZE = 3  # sliding window of recent keys


def causal_mask(t):
    i = np.arange(t)[:, None]
    j = np.arange(t)[None, :]
    return (j <= i) & ((j < START_SIZE) | (i - j < RECENT_SIZE))
