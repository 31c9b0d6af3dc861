# track: torch
# exercise: masking
# why: causal_mask ports Transformer-XL's decoder mask, dec_attn_mask = torch.triu(ones(qlen, klen), diagonal=1 + mlen).bool() inverted, with the mem_len = 2 of the small config it was copied from but no memory segment in front of the keys; the hidden triangle then starts 2 places right of the diagonal, so query i also sees keys i + 1 and i + 2
# kind: public
# diagnosis: shows-hidden,causal-offset
MEM_LEN = 2  # config.mem_len


def causal_mask(t, device=None):
    mlen = MEM_LEN
    hidden = torch.triu(torch.ones(t, t, device=device), diagonal=1 + mlen).bool()
    return ~hidden
