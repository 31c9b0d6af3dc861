# track: numpy
# exercise: masking
# why: builds the lower triangle as np.flipud(np.triu(ones)), believing an up-down flip turns the upper triangle into the lower one; it gives the anti-diagonal triangle instead (query 0 sees only the last key, the last query sees all); no key names a mirrored triangle, causal-upper is the closest (a wrong triangle that shows later keys)
# kind: axes-shapes
# diagnosis: causal-upper
# miss: the mirrored triangle is the expected mask with its columns reversed, which the engine reads as entries in another order (reordered); no key names a mirrored triangle


def causal_mask(t):
    return np.flipud(np.triu(np.ones((t, t), dtype=bool)))
