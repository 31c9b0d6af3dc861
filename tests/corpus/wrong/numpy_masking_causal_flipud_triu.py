# track: numpy
# exercise: masking
# why: builds the lower triangle as np.flipud(np.triu(ones)), believing an up-down flip turns the upper triangle into the lower one; it gives the anti-diagonal triangle instead (query 0 sees only the last key, the last query sees all); no key names a mirrored triangle, causal-upper is the closest (a wrong triangle that shows later keys)
# kind: axes-shapes
# diagnosis: causal-upper, axis-flipped


def causal_mask(t):
    return np.flipud(np.triu(np.ones((t, t), dtype=bool)))
